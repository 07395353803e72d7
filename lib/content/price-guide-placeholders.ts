/**
 * Placeholders in the price guide's words (Studio → Kosten dakreparatie): "Prijzen bijgewerkt op {date}", "Voor
 * meer dan {maxSize} maken we een offerte op maat". The page fills them in for the job the visitor chose. Plain
 * code without imports: the dataset check reads it.
 */

export const priceGuidePlaceholderNames = ["date", "size", "maxSize", "minimumCharge"] as const;

export type PriceGuidePlaceholder = (typeof priceGuidePlaceholderNames)[number];
export type PriceGuidePlaceholderValues = Partial<Record<PriceGuidePlaceholder, string>>;

const known = new Set<string>(priceGuidePlaceholderNames);

/** Fills {name} placeholders; unknown names and placeholders without a value stay as written. */
export function fillPriceGuidePlaceholders(text: string, values: PriceGuidePlaceholderValues): string {
  return text.replace(/\{([a-zA-Z]+)\}/g, (whole, name: string) => {
    const value = known.has(name) ? values[name as PriceGuidePlaceholder] : undefined;
    return value === undefined ? whole : value;
  });
}

/** True for a token such as "{maxSize}" that the price guide fills in. */
export const isPriceGuidePlaceholder = (token: string) => known.has(token.slice(1, -1));
