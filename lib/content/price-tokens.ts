/**
 * Prices in text. Editors write a token where a text names a price, and the site fills in the figure from the
 * price list (Studio → Prijzen), so a price changes in one place:
 *
 *   {prijs:dakpannen-vervangen}    → "€ 45 tot € 70 per m² (minimaal € 175 per klus, incl. btw)"
 *   {vanaf:dakpannen-vervangen}    → "vanaf € 45 per m² (minimaal € 175 per klus, incl. btw)"
 *   {minimum:dakpannen-vervangen}  → "€ 175"
 *   {spoedtoeslag}                 → "€ 75 spoedtoeslag (incl. btw)"
 *
 * A named price always says it includes VAT (a consumer must be told where a price is given) and, for a price per
 * m² or metre, the minimum charge (one metre of lead work costs the minimum, not the metre price). The surcharge
 * for evenings and weekends has its own token because every "gratis" and "geen voorrijkosten" names it.
 *
 * Once per text, not after every amount: a text with several prices says it once, in its own words ("Alle
 * bedragen zijn inclusief btw."), and its tokens then leave "incl. btw" out ("vanaf € 125", "€ 75 spoedtoeslag").
 * The dataset check refuses a text that still says it more than once (studio/checks/vat-once.ts).
 *
 * A worked example calculates with the same list, so its figures change with the price:
 *
 *   {totaal:pannendak-vernieuwen:60}     → "€ 5.400 tot € 8.400 (incl. btw)" (60 m², never below the minimum)
 *   {totaal:pannendak-vernieuwen:60:30}  → "€ 1.620 tot € 2.520 (incl. btw)" (30 % of that)
 *   {perjaar:pannendak-vernieuwen:60}    → "€ 1,50 tot € 2,33 per m² per jaar" (the price spread over 60 years)
 *
 * Pure functions, shared by the pages, the price guide and the dataset check.
 */

import { amountRange, euro, type PriceItem, priceForSize, surchargeSlug, toCents } from "./price-amounts.ts";
import type { PriceUnit } from "./price-units.ts";

export const priceTokenPattern =
  /\{(prijs|vanaf|minimum):([a-z0-9-]+)\}|\{(totaal|perjaar):([a-z0-9-]+):(\d{1,4})(?::(\d{1,3}))?\}|\{(spoedtoeslag)\}/g;

const unitSuffix: Record<PriceUnit, string> = {
  klus: "",
  m2: " per m²",
  m1: " per strekkende meter",
  stuk: " per stuk",
};

/** A price range: "€ 45 tot € 70 per m²", or one figure when low and high are the same. */
export function priceRange(item: PriceItem): string {
  return `${amountRange({ low: item.priceLow, high: item.priceHigh })}${unitSuffix[item.unit]}`;
}

/** "minimaal € 175 per klus", where the minimum says something the price does not; else nothing. */
function minimumNote(item: PriceItem): string | undefined {
  return item.unit === "klus" || item.minimumCharge <= item.priceLow
    ? undefined
    : `minimaal ${euro(item.minimumCharge)} per klus`;
}

/** "vanaf € 45 per m² (minimaal € 175 per klus)"; the minimum only where it says something the price does not. */
export function priceFrom(item: PriceItem): string {
  const from = `vanaf ${euro(item.priceLow)}${unitSuffix[item.unit]}`;
  const minimum = minimumNote(item);
  return minimum ? `${from} (${minimum})` : from;
}

/** The VAT statement a text makes in its own words: "inclusief btw", "incl. btw", "inclusief 21% btw". */
const vatWords = /\bincl(?:\.|usief)\s+(?:\d+\s?%\s+)?btw\b/i;

/** True when a text, apart from its price tokens, says that its amounts include VAT. */
export const statesVat = (text: string) => vatWords.test(text.replace(priceTokenPattern, ""));

/** A price as a text names it: with its minimum and, unless the text says it once itself, the VAT in one bracket. */
const inText = (price: string, item: PriceItem | undefined, vatStated: boolean) => {
  const notes = [item && minimumNote(item), vatStated ? undefined : "incl. btw"].filter(Boolean);
  return notes.length > 0 ? `${price} (${notes.join(", ")})` : price;
};

/** The price per unit spread over a lifetime in years: "€ 1,50 tot € 2,33 per m² per jaar". */
function pricePerYear(item: PriceItem, years: number): string {
  const end = (price: number) => toCents(price / Math.max(1, years));
  return `${amountRange({ low: end(item.priceLow), high: end(item.priceHigh) })}${unitSuffix[item.unit]} per jaar`;
}

/**
 * Replaces every price token in a text; a token for a price that does not exist says so instead of a figure.
 * `vatStated`: the text (or the paragraph it is part of) says once that its amounts include VAT.
 */
export function fillPriceTokens(
  text: string,
  prices: ReadonlyMap<string, PriceItem>,
  vatStated = statesVat(text),
): string {
  if (!text.includes("{")) return text;
  return text.replace(
    priceTokenPattern,
    (
      _token,
      kind?: string,
      slug?: string,
      exampleKind?: string,
      exampleSlug?: string,
      count?: string,
      percent?: string,
      surcharge?: string,
    ) => {
      const item = prices.get(surcharge ? surchargeSlug : (slug ?? exampleSlug)!);
      if (!item) return "(prijs op aanvraag)";
      if (surcharge) return `${euro(item.priceLow)} spoedtoeslag${vatStated ? "" : " (incl. btw)"}`;
      if (exampleKind === "totaal") {
        const size = Number(count);
        return inText(
          amountRange(priceForSize(item, size, percent === undefined ? 100 : Number(percent))),
          undefined,
          vatStated,
        );
      }
      if (exampleKind === "perjaar") return pricePerYear(item, Number(count));
      if (kind === "prijs") return inText(priceRange(item), item, vatStated);
      if (kind === "vanaf") return inText(`vanaf ${euro(item.priceLow)}${unitSuffix[item.unit]}`, item, vatStated);
      return euro(item.minimumCharge);
    },
  );
}

/** The price list by slug, as `fillPriceTokens` looks prices up. */
export const priceMap = (items: readonly PriceItem[]) => new Map(items.map((item) => [item.slug, item]));
