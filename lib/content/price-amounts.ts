/**
 * Price arithmetic, in one place: what a job costs at a size and how an amount reads. The price guide, the
 * worked-example tokens in texts ({totaal:…}, {perjaar:…}) and a lead's estimate all calculate here, so a figure on
 * a page, in a text and in the owner's e-mail is the same figure.
 *
 *   low  = max(minimumCharge, priceLow × size)
 *   high = max(minimumCharge, priceHigh × size)
 *
 * Plain relative imports only: the worked examples are checked by the dataset check too.
 */

import type { PriceUnit } from "./price-units";

/** The price item the {spoedtoeslag} token names: the fixed surcharge outside office hours. */
export const surchargeSlug = "spoedtoeslag";

/** One price of the price list (Studio → Prijzen), as every reader of prices uses it. */
export type PriceItem = {
  slug: string;
  title: string;
  unit: PriceUnit;
  priceLow: number;
  priceHigh: number;
  minimumCharge: number;
};

/** What a job costs at one size, incl. btw, and whether the minimum charge raised the low end. */
export type PriceRange = { low: number; high: number; minimumApplies: boolean };

const wholeEuros = new Intl.NumberFormat("nl-NL", { maximumFractionDigits: 0 });
const withCents = new Intl.NumberFormat("nl-NL", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * "€ 1.200", "€ 2,80": the Dutch way, a space after the sign (a no-break space, U+00A0, so that sign and figure never
 * part at a line's end), Dutch grouping, cents only where there are any.
 */
export const euro = (amount: number) => `€\u00a0${(Number.isInteger(amount) ? wholeEuros : withCents).format(amount)}`;

/** An amount rounded to whole cents (away from the float noise of `0.1 × 3`). */
export const toCents = (amount: number) => Math.round(amount * 100) / 100;

/**
 * The price of a job at a size, incl. btw, each end never below the minimum charge, or `percent` of that (a
 * worked example's share of a job). A job priced per klus ignores the size.
 */
export function priceForSize(item: PriceItem, size: number, percent = 100): PriceRange {
  const units = item.unit === "klus" ? 1 : size;
  const end = (price: number) => {
    const amount = Math.max(item.minimumCharge, price * units);
    return toCents(percent === 100 ? amount : (amount * percent) / 100);
  };
  return {
    low: end(item.priceLow),
    high: end(item.priceHigh),
    minimumApplies: item.priceLow * units < item.minimumCharge,
  };
}

/** "€ 540 tot € 840", or one figure where both ends are the same. */
export const amountRange = (range: Pick<PriceRange, "low" | "high">) =>
  range.low === range.high ? euro(range.low) : `${euro(range.low)} tot ${euro(range.high)}`;
