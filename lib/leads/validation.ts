import "server-only";
import { z } from "zod";
import { withoutControlCharacters } from "@/lib/security/text-input";
import {
  type CallbackTime,
  callbackTimes,
  damageValues,
  type FieldErrors,
  type FormVariant,
  type LeadField,
  maxLengths,
  type RoofType,
  roofTypes,
  waterNowValues,
} from "../forms/contract";
import { parsePhone } from "../forms/phone";

/** Control characters (except tab and line breaks) have no place in a name or a message; they only confuse the admin. */
const clean = withoutControlCharacters;

/** Name, e-mail, phone and address are one line: a line break in them could forge lines in the owner's e-mail. */
const oneLine = (value: string) => clean(value).replace(/\s*[\r\n\t]+\s*/g, " ");

const text = (required: string, max: number, tooLong: string, transform = oneLine) =>
  z
    .string({ error: required })
    .transform(transform)
    .pipe(z.string().min(1, { error: required }).max(max, { error: tooLong }));

const phone = z
  .string({ error: "Vul je telefoonnummer in." })
  .transform(oneLine)
  .pipe(z.string().min(1, { error: "Vul je telefoonnummer in." }))
  .transform((value, context) => {
    const normalised = parsePhone(value);
    if (!normalised) {
      context.addIssue({ code: "custom", message: "Vul een geldig telefoonnummer in, bijvoorbeeld 06 12345678." });
      return z.NEVER;
    }
    return normalised;
  });

const name = text("Vul je naam in.", maxLengths.name, `Je naam mag maximaal ${maxLengths.name} tekens lang zijn.`);

const address = text(
  "Vul je adres in: straat, huisnummer en plaats.",
  maxLengths.address,
  `Het adres mag maximaal ${maxLengths.address} tekens lang zijn.`,
);

const email = z
  .string({ error: "Vul je e-mailadres in." })
  .transform(oneLine)
  .pipe(
    z
      .string()
      .min(1, { error: "Vul je e-mailadres in." })
      .max(maxLengths.email, { error: "Dit e-mailadres is te lang." })
      .pipe(z.email({ error: "Vul een geldig e-mailadres in, bijvoorbeeld naam@voorbeeld.nl." })),
  );

/** An optional one-line field: left empty, it is stored as nothing. */
const optionalLine = (max: number, tooLong: string) =>
  z
    .string()
    .optional()
    .transform((value) => oneLine(value ?? ""))
    .pipe(z.string().max(max, { error: tooLong }))
    .transform((value) => value || null);

/**
 * Every stored field a variant does not ask: empty. Each variant's schema fills them in, so a valid lead has one
 * shape whatever the form, and the variant still says which fields can hold a value.
 */
const notAsked = {
  email: null,
  address: null,
  roofType: null,
  callbackTime: null,
  damage: null,
  waterNow: null,
  message: null,
} as const;

const fullForm = z
  .object({
    variant: z.literal("full"),
    name,
    email,
    phone,
    address,
    roofType: z.enum(roofTypes, { error: "Kies het type dak." }),
    // Optional: an empty or unknown choice means no preference, never a refused request.
    callbackTime: z
      .string()
      .optional()
      .catch(undefined)
      .transform((value) => (callbackTimes.includes(value as CallbackTime) ? (value as CallbackTime) : null)),
    // Optional too: left empty, it is stored as no message.
    message: z
      .string()
      .optional()
      .transform((value) => clean(value ?? ""))
      .pipe(
        z
          .string()
          .max(maxLengths.message, { error: `De omschrijving mag maximaal ${maxLengths.message} tekens lang zijn.` }),
      )
      .transform((value) => value || null),
  })
  .transform((lead) => ({ ...notAsked, ...lead }));

const minimalForm = z
  .object({
    variant: z.literal("minimal"),
    name,
    phone,
    message: text(
      "Beschrijf kort wat er aan de hand is.",
      maxLengths.message,
      `Je bericht mag maximaal ${maxLengths.message} tekens lang zijn.`,
      clean,
    ),
  })
  .transform((lead) => ({ ...notAsked, ...lead }));

/** The storm form: only what a roofer needs to triage damage after a storm. */
const stormForm = z
  .object({
    variant: z.literal("storm"),
    name,
    phone,
    address,
    damage: z.enum(damageValues, { error: "Kies wat er beschadigd is." }),
    waterNow: z
      .enum(waterNowValues, { error: "Geef aan of er nu water binnenkomt." })
      .transform((answer) => answer === "ja"),
  })
  .transform((lead) => ({ ...notAsked, ...lead }));

/**
 * The message form of the contact blocks: a question or a warranty claim, so the message is required and the address
 * and roof type are not (an unknown roof type is no preference, never a refused message).
 */
const messageForm = z
  .object({
    variant: z.literal("message"),
    name,
    email,
    phone,
    address: optionalLine(maxLengths.address, `Het adres mag maximaal ${maxLengths.address} tekens lang zijn.`),
    roofType: z
      .string()
      .optional()
      .catch(undefined)
      .transform((value) => (roofTypes.includes(value as RoofType) ? (value as RoofType) : null)),
    message: text(
      "Schrijf je bericht of vraag.",
      maxLengths.message,
      `Je bericht mag maximaal ${maxLengths.message} tekens lang zijn.`,
      clean,
    ),
  })
  .transform((lead) => ({ ...notAsked, ...lead }));

/** A request's text fields, by the form it came from. */
export const leadInput = z.discriminatedUnion("variant", [fullForm, minimalForm, stormForm, messageForm]);
export type ValidLead = z.output<typeof leadInput>;

/** Validates the text fields of a request. Every message is Dutch and meant to be shown next to its field. */
export function validateLead(
  variant: FormVariant,
  input: Record<string, unknown>,
): { ok: true; lead: ValidLead } | { ok: false; errors: FieldErrors } {
  const result = leadInput.safeParse({ ...input, variant });
  if (result.success) return { ok: true, lead: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as LeadField;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
