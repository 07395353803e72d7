/**
 * The price guide (/kosten-dakreparatie): what a job of a given size costs, from the same price list as every
 * {prijs:…} token, calculated by price-amounts.ts. Pure functions: the page reads the visitor's query through them,
 * the tests check them.
 *
 * A size is a number of the job's unit from 1 up to the job's largest size (larger work gets a quote on measure):
 * tenths of a m² or a meter ("12,5 m²"), whole pieces. A job priced per klus has no size. Whatever the query holds,
 * the answer is one of the outcomes below, never an error.
 *
 * The evening and weekend surcharge is a price item too (it is named in texts through its token), but no job: the
 * guide leaves it out of its list and names it under every answer instead.
 */

import { type PriceItem, type PriceRange, priceForSize, surchargeSlug } from "./price-amounts";
import { type PriceUnit, priceUnits } from "./price-units";

/** A price as the guide uses it: the figures plus the size it starts from and the largest it calculates. */
export type GuideItem = PriceItem & { typicalSize?: number | null; maxSize?: number | null };

/** The jobs the guide prices: the price list without the surcharge. */
export const guideJobs = <T extends PriceItem>(items: T[]): T[] => items.filter((item) => item.slug !== surchargeSlug);

/** The surcharge's price item, if the list has one. */
export const surchargeOf = <T extends PriceItem>(items: T[]): T | null =>
  items.find((item) => item.slug === surchargeSlug) ?? null;

/** The visitor's query as Next hands it over: a value, a repeated value, or nothing. */
export type GuideQuery = { klus?: string | string[]; omvang?: string | string[] };

export type GuideOutcome<T extends GuideItem = GuideItem> =
  /** A size but no job. */
  | { kind: "noJob" }
  /** A job the price list does not have (a typo, an old link, anything at all). */
  | { kind: "unknownJob" }
  /** Larger than the job's largest size: that work gets a quote on measure, not a figure. */
  | { kind: "tooLarge"; item: T; maxSize: number }
  /**
   * A price. `size` is null for a job priced per klus. `sizeNote` says why the size is not exactly the visitor's
   * own: none was given, or it was no usable number (text, 0, negative), and the job's usual size stands in; or it
   * was finer than the unit is counted in, and was rounded up.
   */
  | { kind: "price"; item: T; size: number | null; sizeNote: SizeNote | null; range: PriceRange };

export type SizeNote = "missing" | "invalid" | "rounded";

/**
 * The finest size each unit is counted in: a tenth of a m² or a meter, a whole piece. A finer size is rounded up
 * (a started tenth counts), and the answer says so.
 */
const tenthsPerUnit: Record<PriceUnit, number> = { klus: 1, m2: 10, m1: 10, stuk: 1 };

/** The largest size for a price without one (the Studio and the dataset check require one; this is a backstop). */
const fallbackMaxSize = 1000;
/** Longer than any number a visitor types: refused without parsing. */
const maxInputLength = 32;

export const maxSizeOf = (item: GuideItem) => Math.max(1, Math.floor(item.maxSize ?? fallbackMaxSize));

/** The size the guide starts from: the job's usual size, within 1 and its largest. */
export const typicalSizeOf = (item: GuideItem) =>
  Math.min(maxSizeOf(item), Math.max(1, Math.ceil(item.typicalSize ?? 1)));

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim() ?? "";

/**
 * A typed size as a number, or null. Dutch and English decimals ("12,5", "12.5") and Dutch thousands ("1.200")
 * are read; hexadecimal, "Infinity" and anything else a plain `Number()` would accept are not.
 */
export function parseSize(text: string): number | null {
  if (text.length > maxInputLength) return null;
  const plain = /^\d{1,3}(\.\d{3})+$/.test(text) ? text.replaceAll(".", "") : text.replace(",", ".");
  if (!/^[+-]?(\d+(\.\d*)?|\.\d+)(e[+-]?\d+)?$/i.test(plain)) return null;
  const value = Number(plain);
  return Number.isFinite(value) ? value : null;
}

/** A size rounded up to what its unit is counted in (see tenthsPerUnit); the float noise of `12.3 * 10` aside. */
function roundUp(size: number, unit: PriceUnit): number {
  const parts = tenthsPerUnit[unit];
  return Math.ceil(Number((size * parts).toFixed(6))) / parts;
}

/** Reads `?klus=…&omvang=…` against the jobs it may price (`guideJobs`). */
export function readPriceGuideQuery<T extends GuideItem>(items: T[], query: GuideQuery): GuideOutcome<T> {
  const slug = first(query.klus);
  if (slug === "") return { kind: "noJob" };
  const item = items.find((candidate) => candidate.slug === slug);
  if (!item) return { kind: "unknownJob" };
  if (item.unit === "klus") return { kind: "price", item, size: null, sizeNote: null, range: priceForSize(item, 1) };

  const maxSize = maxSizeOf(item);
  const text = first(query.omvang);
  const typed = text === "" ? null : parseSize(text);
  if (typed !== null && typed > maxSize) return { kind: "tooLarge", item, maxSize };
  if (typed === null || typed < 1) {
    const size = typicalSizeOf(item);
    return {
      kind: "price",
      item,
      size,
      sizeNote: text === "" ? "missing" : "invalid",
      range: priceForSize(item, size),
    };
  }
  const size = roundUp(typed, item.unit);
  return { kind: "price", item, size, sizeNote: size === typed ? null : "rounded", range: priceForSize(item, size) };
}

/** What the form shows after an answer: the job that was priced and the size it was priced at. */
export function formValues(outcome: GuideOutcome | null): { job: string; size: string } {
  if (!outcome || outcome.kind === "noJob" || outcome.kind === "unknownJob") return { job: "", size: "" };
  if (outcome.kind === "tooLarge") return { job: outcome.item.slug, size: String(outcome.maxSize) };
  return { job: outcome.item.slug, size: outcome.size === null ? "" : String(outcome.size) };
}

const sizeNumber = new Intl.NumberFormat("nl-NL", { maximumFractionDigits: 1 });

/** "12 m²", "12,5 m²", "1 stuk", "60 meter" (with a no-break space: never "12" at a line's end); empty for a klus. */
export function sizeText(item: Pick<PriceItem, "unit">, size: number): string {
  const unit = priceUnits[item.unit];
  const label = size === 1 ? unit.one : unit.sizeLabel;
  return label === null ? "" : `${sizeNumber.format(size)}\u00a0${label}`;
}

/** The moment the newest price changed (ISO), or null for an empty list. */
export function pricesUpdatedAt(items: { updatedAt?: string | null }[]): string | null {
  const times = items.flatMap((item) => (item.updatedAt ? [Date.parse(item.updatedAt)] : []));
  const newest = times.filter(Number.isFinite).sort((a, b) => b - a)[0];
  return newest === undefined ? null : new Date(newest).toISOString();
}

/**
 * A price from the guide as a request carries it and the lead keeps it: the job with its title and unit as they
 * were when it was priced (a price may change or go later), the size and the range incl. btw.
 */
export type PriceEstimate = {
  job: string;
  title: string;
  unit: PriceUnit;
  size: number | null;
  low: number;
  high: number;
};

/**
 * The estimate for a job and size, priced from the list exactly as the guide prices it, whatever else a request
 * says. Null where the guide gives no figure of the visitor's own: no job, a job not in the guide (the surcharge
 * among them), no usable size, a size above the job's largest. The request form's page and the server both read it
 * here, so what the form shows is what the lead stores.
 */
export function priceEstimate(items: GuideItem[], query: GuideQuery): PriceEstimate | null {
  const outcome = readPriceGuideQuery(guideJobs(items), query);
  if (outcome.kind !== "price" || outcome.sizeNote === "missing" || outcome.sizeNote === "invalid") return null;
  const { item, size, range } = outcome;
  return { job: item.slug, title: item.title, unit: item.unit, size, low: range.low, high: range.high };
}

/** The query that asks for a priced answer again (`klus=…&omvang=…`, no size for a klus): for the request form. */
export function estimateQuery(estimate: Pick<PriceEstimate, "job" | "size">): string {
  const query = new URLSearchParams({ klus: estimate.job });
  if (estimate.size !== null) query.set("omvang", String(estimate.size));
  return query.toString();
}
