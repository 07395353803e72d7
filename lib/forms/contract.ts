/**
 * The request form's contract: the fields it sends, the choices it offers, its variants and its limits. The form
 * component, validation, the server action, the owner's e-mail, analytics and the server's body limit all read them
 * from here. server.ts (which runs without the bundler) imports this file: no imports but its own limits, no zod,
 * nothing that needs the server. The client form imports only types from it and takes its limits from
 * form-limits.ts; labels, options and the send button's words reach it as props (components/contact/
 * request-form.tsx), so their words stay out of the browser's JavaScript.
 */
import type { maxLengths } from "./form-limits.ts";

/**
 * Which request form was used: the full quote form, the short one (name, phone, message), the storm damage form
 * (name, phone, address, what is damaged, whether water comes in, photos) or the message form of the contact
 * blocks ("Stuur ons een bericht": a question or a warranty claim is no quote request, so address and roof type
 * may stay empty there).
 */
export const formVariants = ["full", "minimal", "storm", "message"] as const;
export type FormVariant = (typeof formVariants)[number];

export const isFormVariant = (value: unknown): value is FormVariant => formVariants.includes(value as FormVariant);

const formVariantNames: Record<FormVariant, string> = {
  full: "offerteformulier",
  minimal: "kort formulier",
  storm: "stormschadeformulier",
  message: "contactformulier",
};

/** A form as the owner's e-mail and the analytics name it; anything but the short form is the quote form. */
export const formVariantName = (variant: string): string =>
  isFormVariant(variant) ? formVariantNames[variant] : formVariantNames.full;

/** The roof types the full form offers: the stored value, and the label the visitor picks and the owner reads. */
export const roofTypeOptions = [
  { value: "plat-dak", label: "Plat dak" },
  { value: "hellend-dak", label: "Hellend dak (pannen)" },
  { value: "weet-niet", label: "Weet ik niet" },
] as const;
export type RoofType = (typeof roofTypeOptions)[number]["value"];
// The value lists are marked pure: a bundler keeps a top-level call it cannot prove harmless, and with it the
// options' words, in every browser bundle that imports this file, whether or not the list is used there.
export const roofTypes: readonly RoofType[] = /* @__PURE__ */ roofTypeOptions.map((option) => option.value);

/** The roof type as the owner reads it; 'Geen type' when the form had none. */
export const roofTypeLabel = (value: string | null): string =>
  value ? (roofTypeOptions.find((option) => option.value === value)?.label ?? value) : "Geen type";

/** What a storm damaged, as the storm form asks it. */
export const damageOptions = [
  { value: "pannen-los", label: "Pannen los of weggewaaid" },
  { value: "lekkage-binnen", label: "Lekkage binnen" },
  { value: "dakgoot-schoorsteen", label: "Dakgoot of schoorsteen" },
  { value: "anders", label: "Iets anders" },
] as const;
export type Damage = (typeof damageOptions)[number]["value"];
export const damageValues: readonly Damage[] = /* @__PURE__ */ damageOptions.map((option) => option.value);
export const damageLabel = (value: string | null): string | null =>
  damageOptions.find((option) => option.value === value)?.label ?? null;

/** The storm form's question whether water is coming in now; "ja" is stored as true. */
export const waterNowOptions = [
  { value: "ja", label: "Ja, er komt nu water binnen" },
  { value: "nee", label: "Nee" },
] as const;
export type WaterNow = (typeof waterNowOptions)[number]["value"];
export const waterNowValues: readonly WaterNow[] = /* @__PURE__ */ waterNowOptions.map((option) => option.value);

/** The full form's optional question "Wanneer kunnen we je het beste bellen?": stored value and label. */
export const callbackTimeOptions = [
  { value: "asap", label: "Zo snel mogelijk" },
  { value: "morning", label: "’s Ochtends" },
  { value: "afternoon", label: "’s Middags" },
  { value: "evening", label: "’s Avonds" },
] as const;
export type CallbackTime = (typeof callbackTimeOptions)[number]["value"];
export const callbackTimes: readonly CallbackTime[] = /* @__PURE__ */ callbackTimeOptions.map((option) => option.value);

/** The preferred call time as the owner reads it, or null when the visitor left it open. */
export const callbackTimeLabel = (value: string | null): string | null =>
  callbackTimeOptions.find((option) => option.value === value)?.label ?? null;

/** The fields a visitor fills in (form names); a refusal is shown next to its field. */
export const textFields = [
  "name",
  "email",
  "phone",
  "address",
  "roofType",
  "callbackTime",
  "damage",
  "waterNow",
  "message",
] as const;
export const leadFields = [...textFields, "photos"] as const;
export type LeadField = (typeof leadFields)[number];
export type FieldErrors = Partial<Record<LeadField, string>>;

/** The fields each variant shows, in order; the choices among them are drop-down lists. */
export const variantFields: Record<FormVariant, readonly LeadField[]> = {
  full: ["name", "email", "phone", "address", "roofType", "callbackTime", "message", "photos"],
  minimal: ["name", "phone", "message"],
  storm: ["name", "phone", "address", "damage", "waterNow", "photos"],
  message: ["name", "email", "phone", "address", "roofType", "message", "photos"],
};

/**
 * The fields each variant requires; every other field it shows may stay empty. Validation (lib/leads/validation.ts)
 * and the form's required fields follow this (tests/unit/lead-contract.test.ts), and the privacy policy lists it
 * (components/legal/form-field-list.tsx), so the policy cannot say a field is optional that the form requires.
 */
export const requiredFields: Record<FormVariant, readonly LeadField[]> = {
  full: ["name", "email", "phone", "address", "roofType"],
  minimal: ["name", "phone", "message"],
  storm: ["name", "phone", "address", "damage", "waterNow"],
  message: ["name", "email", "phone", "message"],
};

export const isRequired = (variant: FormVariant, field: LeadField) => requiredFields[variant].includes(field);

/** Each field as the form labels it, without the mark for required or optional. */
const fieldNames: Record<LeadField, string> = {
  name: "Naam",
  email: "E-mailadres",
  phone: "Telefoonnummer",
  address: "Adres",
  roofType: "Type dak",
  callbackTime: "Wanneer kunnen we je het beste bellen?",
  damage: "Wat is er beschadigd?",
  waterNow: "Komt er nu water binnen?",
  message: "Korte omschrijving",
  photos: "Foto’s van het dak of de lekkage",
};

/** A field's label in a variant: the short forms ask for the message as a question, the message form says message. */
export const fieldLabel = (variant: FormVariant, field: LeadField): string =>
  field !== "message" || variant === "full"
    ? fieldNames[field]
    : variant === "message"
      ? "Je bericht"
      : "Wat is er aan de hand?";

/** The label as the form shows it: with " *" on a required field. */
export const formLabel = (variant: FormVariant, field: LeadField): string =>
  `${fieldLabel(variant, field)}${isRequired(variant, field) ? " *" : ""}`;

/** A field a form shows, as the server hands it to the client form: its label as shown and whether it is required. */
export type ShownField = { field: LeadField; label: string; required: boolean };

/** The fields a variant's form shows, in order, labelled: computed on the server, so pages carry no label code. */
export const shownFields = (variant: FormVariant): ShownField[] =>
  variantFields[variant].map((field) => ({
    field,
    label: formLabel(variant, field),
    required: isRequired(variant, field),
  }));

/** The words on each form's send button. */
export const submitLabels: Record<FormVariant, string> = {
  full: "Gratis offerte aanvragen",
  minimal: "Bel mij terug",
  storm: "Schade melden",
  message: "Verstuur je bericht",
};

/** The variants whose form takes photos (a unit test holds this to variantFields). A type only: no bytes for pages. */
export type PhotoFormVariant = "full" | "storm" | "message";

/** A drop-down question of the form: its label, the empty first option, its options and whether it is required. */
export type ChoiceField = {
  field: LeadField;
  label: string;
  empty: string;
  required: boolean;
  options: readonly { value: string; label: string }[];
};

/** Every drop-down question, by field, as a form that requires it shows it (choicesFor adapts it per variant). */
export const choiceFields: ChoiceField[] = [
  {
    field: "roofType",
    label: `${fieldNames.roofType} *`,
    empty: "Kies het type dak",
    required: true,
    options: roofTypeOptions,
  },
  {
    field: "callbackTime",
    label: fieldNames.callbackTime,
    empty: "Geen voorkeur",
    required: false,
    options: callbackTimeOptions,
  },
  {
    field: "damage",
    label: `${fieldNames.damage} *`,
    empty: "Kies wat er beschadigd is",
    required: true,
    options: damageOptions,
  },
  {
    field: "waterNow",
    label: `${fieldNames.waterNow} *`,
    empty: "Kies ja of nee",
    required: true,
    options: waterNowOptions,
  },
];

/** The drop-down questions of a variant, in the form's order, each required (and marked " *") as the variant says. */
export const choicesFor = (variant: FormVariant): ChoiceField[] =>
  variantFields[variant].flatMap((field) =>
    choiceFields
      .filter((choice) => choice.field === field)
      .map((choice) => ({ ...choice, label: formLabel(variant, field), required: isRequired(variant, field) })),
  );

// The names and limits the browser's form needs live in form-limits.ts, so a page's JavaScript carries them and not
// the labels and options of this file. Each length limit must name a field of this contract:
true satisfies keyof typeof maxLengths extends LeadField ? true : false;

export {
  hiddenFields,
  maxLengths,
  maxPhotoBytes,
  maxPhotoMegabytes,
  maxPhotos,
  maxVisitLength,
  photoContentTypes,
} from "./form-limits.ts";
