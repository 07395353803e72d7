import { beforeAll, describe, expect, it, vi } from "vitest";
import { fillPricesDeep, type PriceItem, priceMap } from "@/lib/content/price-tokens";
import { type SettingsForPlaceholders, settingPlaceholderValues } from "@/lib/content/setting-placeholders";
import { type SiteSettings, settingsWithPhone } from "@/lib/content/site-settings";
import { fillForTown, fillTown, townCopy, townPlaceholderValues } from "@/lib/content/town-copy";
import { fillPlaceholdersDeep } from "@/lib/content/town-placeholders";
import type { Town } from "@/lib/content/towns";
import { queryLocalDataset } from "@/lib/sanity/local-dataset";
import {
  priceListQuery,
  siteSettingsQuery,
  townPageQuery,
  townQuery,
  townSiteSettingsQuery,
  townSlugsQuery,
  townTipsQuery,
} from "@/lib/sanity/queries";
import type { TownPageQueryResult, TownTipsQueryResult } from "@/sanity.types";

// The content module's guard against client imports throws outside Next's server bundle; here it has nothing to guard.
vi.mock("server-only", () => ({}));

/**
 * The frame around each town's local text, composed as the town page composes it (app/(site)/dakdekker/[town]):
 * the shared words with the town's own words where it has them (townCopy), its chosen tips or else the shared three,
 * everything read as fetchContent reads it (price tokens and the company's placeholders filled in), then filled for
 * the town. The review found the same ~35 sentences on all 19 pages: a template around good local copy.
 */
type Page = {
  slug: string;
  name: string;
  cards: { title: string; text: string }[];
  closing: string;
  tips: { _id: string; title: string; articleSlug: string | null }[];
  values: ReturnType<typeof townPlaceholderValues>;
};

/** A query's result as fetchContent hands it to a page (lib/sanity/fetch.ts: prices, then the settings). */
async function read<T>(query: string, params: Record<string, unknown> = {}, withPhone = false): Promise<T> {
  const [result, prices, settings] = await Promise.all([
    queryLocalDataset<T>(query, params),
    queryLocalDataset<PriceItem[]>(priceListQuery),
    queryLocalDataset<SettingsForPlaceholders>(siteSettingsQuery),
  ]);
  return fillPlaceholdersDeep(
    fillPricesDeep(result, priceMap(prices)),
    settingPlaceholderValues(settings, { withPhone }),
  );
}

let pages: Page[] = [];

beforeAll(async () => {
  const [slugs, shared, sharedTips, siteSettings] = await Promise.all([
    read<string[]>(townSlugsQuery),
    read<NonNullable<TownPageQueryResult>>(townPageQuery),
    read<TownTipsQueryResult>(townTipsQuery),
    read<SiteSettings>(townSiteSettingsQuery),
  ]);
  pages = await Promise.all(
    slugs.map(async (slug) => {
      const document = await read<Town>(townQuery, { slug });
      const settings = settingsWithPhone(siteSettings, document.phoneOverride ?? siteSettings.phone);
      const town = fillTown(document, settings);
      const copy = townCopy(shared, town, settings);
      const tips = fillForTown(town.ownTips?.length ? town.ownTips : sharedTips, town, settings);
      return {
        slug,
        name: town.name,
        cards: copy.emergency.cards,
        closing: copy.finalCta.text,
        tips,
        values: townPlaceholderValues(town, settings),
      };
    }),
  );
});

const sentences = (text: string) =>
  text
    // "(incl. btw)" inside a price is no sentence end: a new sentence starts with a capital.
    .split(/(?<=[.!?])\s+(?=[\p{Lu}’‘])/u)
    .map((sentence) => sentence.trim())
    .filter(Boolean);

describe("the frame of the town pages", () => {
  it("reads all nineteen towns", () => {
    expect(pages).toHaveLength(19);
  });

  it("says no sentence of the emergency cards or the closing text on more than three town pages", () => {
    // A promise the owner words once in the settings ({stormNote}, {callbackRule}) is meant to read the same
    // everywhere it is made; every other sentence is the page's own.
    const settingSentences = new Set(
      pages.flatMap(({ values }) => [values.stormNote, values.callbackRule].map(String).flatMap(sentences)),
    );
    const pagesBySentence = new Map<string, Set<string>>();
    for (const page of pages) {
      const texts = [...page.cards.flatMap((card) => [card.title, card.text]), page.closing];
      for (const sentence of texts.flatMap(sentences)) {
        if (settingSentences.has(sentence)) continue;
        pagesBySentence.set(sentence, (pagesBySentence.get(sentence) ?? new Set()).add(page.slug));
      }
    }
    const repeated = [...pagesBySentence]
      .filter(([, on]) => on.size > 3)
      .map(([sentence, on]) => `${on.size}× "${sentence}"`);
    expect(repeated).toEqual([]);
  });

  it("chooses the tips per town: three articles of their own, no tip on more than a third of the pages, no two towns alike", () => {
    const pagesByTip = new Map<string, number>();
    const sets = new Map<string, string>();
    for (const page of pages) {
      expect(page.tips.length, page.name).toBe(3);
      expect(new Set(page.tips.map((tip) => tip.articleSlug)).size, `${page.name}: one article per tip`).toBe(3);
      for (const tip of page.tips) {
        expect(tip.articleSlug, `${page.name}: ${tip.title}`).toBeTruthy();
        pagesByTip.set(tip.title, (pagesByTip.get(tip.title) ?? 0) + 1);
      }
      const set = page.tips
        .map((tip) => tip._id)
        .sort()
        .join(" + ");
      expect(sets.get(set), `${page.name} shows the same three tips as ${sets.get(set)}`).toBeUndefined();
      sets.set(set, page.name);
    }
    const common = [...pagesByTip].filter(([, count]) => count > pages.length / 3).map(([title]) => title);
    expect(common).toEqual([]);
  });

  it("keeps the legal substance of each card: the visit promise, the surcharge with anything free, a person on the line", () => {
    for (const { name, cards, values } of pages) {
      expect(cards, name).toHaveLength(3);
      const [visit, cost, contact] = cards.map((card) => `${card.title}\n${card.text}`) as [string, string, string];
      // 1. How fast we are there: the ordinary visit as the setting words it; the acute promise is the hero's.
      expect(visit, name).toContain(String(values.responseTime));
      expect(visit, name).not.toContain(String(values.acuteResponseTime));
      // 2. What it costs: free travel and a free look hold on working days; the surcharge is named in the same card.
      expect(cost, name).toMatch(/gratis|voorrijkosten/i);
      expect(cost, name).toMatch(/€\d+ spoedtoeslag \(incl\. btw\)/);
      // 3. How you reach us: someone of ours answers, also at night; an app or voicemail is called back.
      expect(contact, name).toContain("direct iemand van ons aan de lijn");
      expect(contact, name).toContain("ook ’s nachts");
      expect(contact, name).toMatch(/\bapp/i);
      expect(contact, name).toMatch(/voicemail/i);
      expect(contact, name).toContain(`${values.emergencyCallback} terug`);
      for (const card of cards) {
        const text = `${card.title}\n${card.text}`;
        if (
          /\bgratis\b(?!\s+offerte)|voorrijkosten|voorrijden|betaal je niets|kost je niets|rekenen we niet/i.test(text)
        ) {
          expect(text, `${name}: something free without the surcharge`).toMatch(/€\d+ spoedtoeslag \(incl\. btw\)/);
        }
        // A drive time is a distance, never an arrival promise.
        expect(text, name).not.toMatch(/\d+ minuten (?:bij je|ter plaatse)|binnen \d+ minuten/);
      }
    }
  });
});
