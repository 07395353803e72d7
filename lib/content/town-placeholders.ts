/**
 * Placeholders in the shared words of the town pages (Studio → Plaatspagina’s) and in town texts. An editor writes
 * "Lekkage in {town}? Zo helpen we je" once; each town page fills in its own values. The company's own details
 * ({phone}, {email}, {whatsapp}, {kvk}, the promises) are filled in every text of the site from the site settings
 * (lib/content/setting-placeholders.ts), so a changed number or promise is changed in one place. Plain relative
 * imports only: the Studio schema and the dataset check import this file.
 */

export const townPlaceholderNames = [
  "town",
  "municipality",
  "distanceKm",
  "driveMinutes",
  "company",
  "base",
  "phone",
  "phoneE164",
  "email",
  "whatsapp",
  "kvk",
  "legalName",
  "vatId",
  "responseTime",
  "repairTime",
  "acuteResponseTime",
  "warranty",
  "yearsExperience",
  "customers",
  "callbackForm",
  "callbackNextDay",
  "callbackRule",
  "emergencyCallback",
  "stormNote",
  "serviceArea",
  "certificate",
] as const;

export type TownPlaceholder = (typeof townPlaceholderNames)[number];
export type TownPlaceholderValues = Partial<Record<TownPlaceholder, string | number>>;

const known = new Set<string>(townPlaceholderNames);

/** A placeholder opening a text or a sentence: "{responseTime} ter plaatse" reads "Op werkdagen binnen…". */
const startsSentence = (text: string, offset: number) => /(?:^|[.!?]\s+)$/.test(text.slice(0, offset));

/** Fills {name} placeholders; unknown names and price tokens ({prijs:…}) are left as they are. */
export function fillPlaceholders(text: string, values: TownPlaceholderValues): string {
  if (!text.includes("{")) return text;
  return text.replace(/\{([a-zA-Z][a-zA-Z0-9]*)\}/g, (whole, name: string, offset: number) => {
    const value = known.has(name) ? values[name as TownPlaceholder] : undefined;
    if (value === undefined) return whole;
    const filled = String(value);
    // An e-mail address keeps its letters as they are.
    return name !== "email" && startsSentence(text, offset) ? filled.charAt(0).toUpperCase() + filled.slice(1) : filled;
  });
}

/** The same for every string of a value (portable text, lists, nested objects), keeping its shape. */
export function fillPlaceholdersDeep<T>(value: T, values: TownPlaceholderValues): T {
  if (typeof value === "string") return fillPlaceholders(value, values) as T;
  if (Array.isArray(value)) return value.map((item) => fillPlaceholdersDeep(item, values)) as T;
  if (value && typeof value === "object" && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([key, item]) => [key, fillPlaceholdersDeep(item, values)]),
    ) as T;
  }
  return value;
}

/** True for a token such as "{town}" that the town pages fill in. */
export const isTownPlaceholder = (token: string) => known.has(token.slice(1, -1));
