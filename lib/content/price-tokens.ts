/**
 * Prices in text. Editors write a token where a text names a price, and the site fills in the figure from the
 * price list (Studio → Prijzen), so a price changes in one place:
 *
 *   {prijs:dakpannen-vervangen}    → "€45 tot €70 per m²"
 *   {vanaf:dakpannen-vervangen}    → "vanaf €45 per m² (minimaal €175 per klus)"
 *   {minimum:dakpannen-vervangen}  → "€175"
 *
 * Pure functions, shared by the pages, the price guide and the dataset check.
 */

import type { PriceUnit } from "./price-units";

export type { PriceUnit };
export type PriceItem = {
  slug: string;
  title: string;
  unit: PriceUnit;
  priceLow: number;
  priceHigh: number;
  minimumCharge: number;
};

export const priceTokenPattern = /\{(prijs|vanaf|minimum):([a-z0-9-]+)\}/g;

const unitSuffix: Record<PriceUnit, string> = {
  klus: "",
  m2: " per m²",
  m1: " per strekkende meter",
  stuk: " per stuk",
};

const wholeEuros = new Intl.NumberFormat("nl-NL", { maximumFractionDigits: 0 });
const withCents = new Intl.NumberFormat("nl-NL", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "€1.200", "€2,80": Dutch grouping, cents only where there are any. */
export const euro = (amount: number) => `€${(Number.isInteger(amount) ? wholeEuros : withCents).format(amount)}`;

/** A price range: "€45 tot €70 per m²", or one figure when low and high are the same. */
export function priceRange(item: PriceItem): string {
  const range =
    item.priceLow === item.priceHigh ? euro(item.priceLow) : `${euro(item.priceLow)} tot ${euro(item.priceHigh)}`;
  return `${range}${unitSuffix[item.unit]}`;
}

/** "vanaf €45 per m² (minimaal €175 per klus)"; the minimum only where it says something the price does not. */
export function priceFrom(item: PriceItem): string {
  const from = `vanaf ${euro(item.priceLow)}${unitSuffix[item.unit]}`;
  return item.unit === "klus" || item.minimumCharge <= item.priceLow
    ? from
    : `${from} (minimaal ${euro(item.minimumCharge)} per klus)`;
}

/** Replaces every price token in a text; a token for a price that does not exist says so instead of a figure. */
export function fillPriceTokens(text: string, prices: ReadonlyMap<string, PriceItem>): string {
  if (!text.includes("{")) return text;
  return text.replace(priceTokenPattern, (_token, kind: string, slug: string) => {
    const item = prices.get(slug);
    if (!item) return "(prijs op aanvraag)";
    if (kind === "prijs") return priceRange(item);
    if (kind === "vanaf") return priceFrom(item);
    return euro(item.minimumCharge);
  });
}

/** The price list by slug. */
export const priceMap = (items: PriceItem[]) => new Map(items.map((item) => [item.slug, item]));

/** The same for every text in a piece of content (strings in objects and arrays, at any depth). */
export function fillPricesDeep<T>(value: T, prices: ReadonlyMap<string, PriceItem>): T {
  if (typeof value === "string") return fillPriceTokens(value, prices) as T;
  if (Array.isArray(value)) return value.map((item) => fillPricesDeep(item, prices)) as T;
  if (value && typeof value === "object" && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([key, item]) => [key, fillPricesDeep(item, prices)]),
    ) as T;
  }
  return value;
}
