import "server-only";
import { z } from "zod";
import { withoutControlCharacters } from "@/lib/security/text-input";
import {
  type CallbackTime,
  callbackTimes,
  type Damage,
  damageValues,
  type FieldErrors,
  type FormVariant,
  type LeadField,
  maxLengths,
  type RoofType,
  roofTypes,
} from "./contract";
import { parsePhone } from "./phone";

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

const fullForm = z.object({
  name,
  email: z
    .string({ error: "Vul je e-mailadres in." })
    .transform(oneLine)
    .pipe(
      z
        .string()
        .min(1, { error: "Vul je e-mailadres in." })
        .max(maxLengths.email, { error: "Dit e-mailadres is te lang." })
        .pipe(z.email({ error: "Vul een geldig e-mailadres in, bijvoorbeeld naam@voorbeeld.nl." })),
    ),
  phone,
  address,
  daktype: z.enum(roofTypes, { error: "Kies het type dak." }),
  // Optional: an empty or unknown choice means no preference, never a refused request.
  callbackTime: z
    .string()
    .optional()
    .catch(undefined)
    .transform((value) => (callbackTimes.includes(value as CallbackTime) ? (value as CallbackTime) : null)),
  message: z
    .string()
    .optional()
    .transform((value) => clean(value ?? ""))
    .pipe(
      z
        .string()
        .max(maxLengths.message, { error: `De omschrijving mag maximaal ${maxLengths.message} tekens lang zijn.` }),
    ),
});

const minimalForm = z.object({
  name,
  phone,
  message: text(
    "Beschrijf kort wat er aan de hand is.",
    maxLengths.message,
    `Je bericht mag maximaal ${maxLengths.message} tekens lang zijn.`,
    clean,
  ),
});

/** The storm form: only what a roofer needs to triage damage after a storm. */
const stormForm = z.object({
  name,
  phone,
  address,
  damage: z.enum(damageValues, { error: "Kies wat er beschadigd is." }),
  waterNow: z.enum(["ja", "nee"], { error: "Geef aan of er nu water binnenkomt." }),
});

export type ValidLead = {
  variant: FormVariant;
  name: string;
  phone: string;
  email: string | null;
  address: string | null;
  daktype: RoofType | null;
  callbackTime: CallbackTime | null;
  damage: Damage | null;
  waterNow: boolean | null;
  message: string | null;
};

const schemas = { full: fullForm, minimal: minimalForm, storm: stormForm } as const;

/** Validates the text fields of a request. Every message is Dutch and meant to be shown next to its field. */
export function validateLead(
  variant: FormVariant,
  input: Record<string, unknown>,
): { ok: true; lead: ValidLead } | { ok: false; errors: FieldErrors } {
  const result = schemas[variant].safeParse(input);
  if (!result.success) {
    const errors: FieldErrors = {};
    for (const issue of result.error.issues) {
      const field = issue.path[0] as LeadField;
      errors[field] ??= issue.message;
    }
    return { ok: false, errors };
  }
  const data = result.data as Partial<
    z.infer<typeof fullForm> & z.infer<typeof minimalForm> & z.infer<typeof stormForm>
  > &
    Pick<z.infer<typeof minimalForm>, "name" | "phone">;
  return {
    ok: true,
    lead: {
      variant,
      name: data.name,
      phone: data.phone,
      email: data.email ?? null,
      address: data.address ?? null,
      daktype: data.daktype ?? null,
      callbackTime: data.callbackTime ?? null,
      damage: data.damage ?? null,
      waterNow: data.waterNow === undefined ? null : data.waterNow === "ja",
      message: data.message ? data.message : null,
    },
  };
}
