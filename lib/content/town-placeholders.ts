/**
 * The {name} placeholders a text may use: the company's own details and promises ({phone}, {email}, {whatsapp},
 * {kvk}, {callbackRule}, …) anywhere on the site, and a town's facts ({town}, {distanceKm}, …) in the words of the
 * town pages (Studio → Plaatspagina’s) and town texts: an editor writes "Lekkage in {town}? Zo helpen we je" once.
 * What each stands for on a page is decided in lib/content/resolve.ts. Plain relative imports only: the Studio
 * schema and the dataset check import this file.
 */

export const townPlaceholderNames = [
  "town",
  "municipality",
  "distanceKm",
  "driveMinutes",
  "company",
  "base",
  "street",
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
  "sealantWarranty",
  "yearsExperience",
  "customers",
  "callbackForm",
  "callbackNextDay",
  "callbackRule",
  "emergencyCallback",
  "stormNote",
  "officeHours",
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

/** True for a token such as "{town}" that the town pages fill in. */
export const isTownPlaceholder = (token: string) => known.has(token.slice(1, -1));
