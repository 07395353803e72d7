/**
 * Placeholders in the shared words of the town pages (Studio → Plaatspagina's) and in town texts. An editor writes
 * "Lekkage in {town}? Zo helpen we je" once; each town page fills in its own values. Plain relative imports only:
 * the Studio schema and the dataset check import this file.
 */

export const townPlaceholderNames = [
  "town",
  "municipality",
  "distanceKm",
  "driveMinutes",
  "company",
  "base",
  "phone",
  "responseTime",
  "acuteResponseTime",
  "warranty",
  "yearsExperience",
  "customers",
  "callbackForm",
  "certificate",
] as const;

export type TownPlaceholder = (typeof townPlaceholderNames)[number];
export type TownPlaceholderValues = Partial<Record<TownPlaceholder, string | number>>;

const known = new Set<string>(townPlaceholderNames);

/** Fills {name} placeholders; unknown names and price tokens ({prijs:…}) are left as they are. */
export function fillPlaceholders(text: string, values: TownPlaceholderValues): string {
  return text.replace(/\{([a-zA-Z]+)\}/g, (whole, name: string) => {
    const value = known.has(name) ? values[name as TownPlaceholder] : undefined;
    return value === undefined ? whole : String(value);
  });
}

/** True for a token such as "{town}" that the town pages fill in. */
export const isTownPlaceholder = (token: string) => known.has(token.slice(1, -1));
