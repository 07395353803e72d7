/**
 * The request form's contract: the fields it sends, the roof types it offers, its two variants and its limits. The
 * form component, validation, the server action, the owner's e-mail, analytics and the server's body limit all read
 * them from here. The client form and server.ts (which runs without the bundler) import this file: no imports, no
 * zod, nothing that needs the server.
 */

/** Which request form was used: the full quote form or the short one (name, phone, message). */
export const formVariants = ["full", "minimal"] as const;
export type FormVariant = (typeof formVariants)[number];

export const isFormVariant = (value: unknown): value is FormVariant => formVariants.includes(value as FormVariant);

const formVariantNames: Record<FormVariant, string> = { full: "offerteformulier", minimal: "kort formulier" };

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
export const roofTypes: readonly RoofType[] = roofTypeOptions.map((option) => option.value);

/** The roof type as the owner reads it; 'Geen type' when the form had none. */
export const roofTypeLabel = (value: string | null): string =>
  value ? (roofTypeOptions.find((option) => option.value === value)?.label ?? value) : "Geen type";

/** The full form's optional question "Wanneer kunnen we je het beste bellen?": stored value and label. */
export const callbackTimeOptions = [
  { value: "asap", label: "Zo snel mogelijk" },
  { value: "morning", label: "’s Ochtends" },
  { value: "afternoon", label: "’s Middags" },
  { value: "evening", label: "’s Avonds" },
] as const;
export type CallbackTime = (typeof callbackTimeOptions)[number]["value"];
export const callbackTimes: readonly CallbackTime[] = callbackTimeOptions.map((option) => option.value);

/** The preferred call time as the owner reads it, or null when the visitor left it open. */
export const callbackTimeLabel = (value: string | null): string | null =>
  callbackTimeOptions.find((option) => option.value === value)?.label ?? null;

/** The fields a visitor fills in (form names); a refusal is shown next to its field. */
export const textFields = ["name", "email", "phone", "address", "daktype", "callbackTime", "message"] as const;
export const leadFields = [...textFields, "photos"] as const;
export type LeadField = (typeof leadFields)[number];
export type FieldErrors = Partial<Record<LeadField, string>>;

/** The form's hidden fields. */
export const hiddenFields = {
  variant: "variant",
  /** The page's path and the town page's slug, stored with the lead. */
  page: "page",
  town: "town",
  /** One per rendered form: a double click or a retry stores one request. */
  idempotencyKey: "idempotencyKey",
  /** The analytics session, for the server's form_submit event. */
  sessionId: "sessionId",
  /** Where the visit came from, as the tab noted it (lib/analytics/attribution.ts): JSON, checked by the server. */
  visit: "visit",
  /** The honeypot: hidden from people, irresistible to form-filling bots. */
  honeypot: "website",
} as const;

/**
 * The longest value of each text field, in characters: the form's maxlength and the validation's limit. The phone
 * number has a maxlength only; the server parses it instead.
 */
export const maxLengths = {
  name: 100,
  email: 254,
  phone: 30,
  address: 200,
  message: 2000,
} as const satisfies Partial<Record<LeadField, number>>;

/** Photos with one request (full form only), each at most this large as sent. */
export const maxPhotos = 5;
export const maxPhotoMegabytes = 10;
export const maxPhotoBytes = maxPhotoMegabytes * 1024 * 1024;
/** The photo formats accepted, by content type. */
export const photoContentTypes = ["image/jpeg", "image/png", "image/heic", "image/heif", "image/webp"] as const;
