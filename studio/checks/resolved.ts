/**
 * The dataset's words as a visitor reads them, for the checks that judge what a page says rather than what an
 * editor typed: every token resolved by the site's own resolver (lib/content/resolve.ts), a town's words for that
 * town. Settings a check's test leaves out get neutral values, so each check can be tested with only what it needs.
 */
import type { PriceItem } from "../../lib/content/price-amounts.ts";
import { blockText, resolveTokens, type SettingsForTokens, type TownForTokens } from "../../lib/content/resolve.ts";
import { notText } from "../../lib/content-rules/texts.ts";
import type { SanityDocument as SanityDoc } from "../../lib/sanity/ndjson.ts";

type Raw = Record<string, unknown>;

/** The settings the tokens read, with neutral values for what a (test) dataset leaves out. */
function settingsForTokens(raw: Raw): SettingsForTokens {
  const object = (key: string) => (raw[key] && typeof raw[key] === "object" ? (raw[key] as Raw) : {});
  const promises = object("promises");
  return {
    ...(raw as Partial<SettingsForTokens>),
    companyName: String(raw.companyName ?? ""),
    phone: { display: "", e164: "", ...object("phone") },
    whatsapp: { display: "", ...object("whatsapp") },
    email: String(raw.email ?? ""),
    address: { city: "", ...object("address") },
    openingHours: { weekly: [], ...object("openingHours") },
    claims: { warranty: "", yearsExperience: "", customers: "", ...object("claims") },
    serviceArea: { radiusKm: 0, ...object("serviceArea") },
    promises: {
      callbackMinutes: 0,
      callbackNextDayBefore: "",
      emergencyCallbackMinutes: 0,
      acuteArrivalHours: 0,
      repairArrivalHours: 0,
      definitiveRepairWorkdays: 0,
      stormNote: "",
      ...promises,
    },
  } as SettingsForTokens;
}

export type Sources = { settings: SettingsForTokens; prices: PriceItem[] };

/** What the tokens are filled from: the settings and the price list; null without settings. */
export function tokenSourcesOf(docs: SanityDoc[]): Sources | null {
  const settings = docs.find((doc) => doc._type === "siteSettings");
  if (!settings) return null;
  const prices = docs
    .filter((doc) => doc._type === "priceItem")
    .map(
      (doc) =>
        ({ ...doc, slug: (doc.slug as { current?: string } | undefined)?.current ?? "" }) as unknown as PriceItem,
    );
  return { settings: settingsForTokens(settings), prices };
}

/** A town document's facts as its page fills them in ({town}, {distanceKm}, …). */
export const townFacts = (doc: SanityDoc): TownForTokens => ({
  name: String(doc.name ?? ""),
  municipality: String(doc.municipality ?? ""),
  distanceKm: Number(doc.distanceKm ?? 0),
  driveMinutes: Number(doc.driveMinutes ?? 0),
  phoneOverride: (doc.phoneOverride as TownForTokens["phoneOverride"]) ?? null,
});

/** A document with its tokens resolved (a town's for that town), outside storm mode. */
export const resolvedDoc = <T>(value: T, sources: Sources, town?: TownForTokens): T =>
  resolveTokens(value, { ...sources, town: town ?? null });

/** Fields that never reach a visitor as text: identifiers, addresses, link marks. */
const skipped = new Set([...notText, "marks", "markDefs", "style", "listItem", "shownWhen", "heroVariant", "icon"]);

/**
 * Every text of a (resolved) value with where it is: a string field, or one paragraph of portable text (its spans
 * joined) or one table (caption and cells), since that is what a reader reads as one text.
 */
export function paragraphsOf(value: unknown, where: string): { where: string; text: string }[] {
  const out: { where: string; text: string }[] = [];
  const visit = (item: unknown, path: string) => {
    if (typeof item === "string") out.push({ where: path, text: item });
    else if (Array.isArray(item)) {
      item.forEach((entry, index) => {
        visit(entry, `${path}[${index}]`);
      });
    } else if (item && typeof item === "object") {
      const record = item as Raw;
      const block = blockText(record);
      if (block !== null) {
        out.push({ where: path, text: block });
        return;
      }
      for (const [key, field] of Object.entries(record)) {
        if (!key.startsWith("_") && !skipped.has(key)) visit(field, `${path}.${key}`);
      }
    }
  };
  visit(value, where);
  return out;
}

/** A text's sentences: split after . ! ? where a new sentence starts with a capital ("(incl. btw)" is no end). */
export const sentencesOf = (text: string) =>
  text
    .split(/\n+|(?<=[.!?])\s+(?=[\p{Lu}’‘"“(])/u)
    .map((sentence) => sentence.trim())
    .filter(Boolean);

/** The words of a text that hold a letter ("Bel 0413 20 30 40." has one). */
export const wordCount = (text: string) => (text.match(/[\p{L}][\p{L}’'-]*/gu) ?? []).length;
