import { beforeAll, describe, expect, it, vi } from "vitest";
import type { PriceItem } from "@/lib/content/price-amounts";
import { tokenValues } from "@/lib/content/resolve";
import type { SiteSettings } from "@/lib/content/site-settings";
import { townPageContent } from "@/lib/content/town-copy";
import type { Town } from "@/lib/content/towns";
import { queryLocalDataset } from "@/lib/sanity/local-dataset";
import {
  priceListQuery,
  serviceListQuery,
  siteSettingsQuery,
  townPageQuery,
  townQuery,
  townSlugsQuery,
  townTipsQuery,
} from "@/lib/sanity/queries";
import type { ServiceListQueryResult, TownPageQueryResult, TownTipsQueryResult } from "@/sanity.types";

// The content module's guard against client imports throws outside Next's server bundle; here it has nothing to guard.
vi.mock("server-only", () => ({}));

/**
 * The frame around each town's local text, composed as the town page composes it (app/(site)/dakdekker/[town],
 * through townPageContent): the shared words with the town's own words where it has them, its chosen tips or else
 * the shared three, every token resolved for the town. Without this check the same ~35 sentences stood on all 19
 * pages: a template around good local copy.
 */
type Page = {
  slug: string;
  name: string;
  cards: { title: string; text: string }[];
  closing: string;
  tips: { _id: string; title: string; articleSlug: string | null }[];
  values: ReturnType<typeof tokenValues>;
};

let pages: Page[] = [];

beforeAll(async () => {
  const [slugs, shared, sharedTips, services, settings, prices] = await Promise.all([
    queryLocalDataset<string[]>(townSlugsQuery),
    queryLocalDataset<NonNullable<TownPageQueryResult>>(townPageQuery),
    queryLocalDataset<TownTipsQueryResult>(townTipsQuery),
    queryLocalDataset<ServiceListQueryResult>(serviceListQuery),
    queryLocalDataset<SiteSettings>(siteSettingsQuery),
    queryLocalDataset<PriceItem[]>(priceListQuery),
  ]);
  pages = await Promise.all(
    slugs.map(async (slug) => {
      const document = await queryLocalDataset<Town>(townQuery, { slug });
      const { town, copy, tips } = townPageContent({ town: document, shared, sharedTips, services, settings, prices });
      return {
        slug,
        name: town.name,
        cards: copy.emergency.cards,
        closing: copy.finalCta.text,
        tips,
        values: tokenValues(settings, town),
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
      // Said in the town's own words: "gratis", "geen voorrijkosten", "de rit rekenen we niet", "kost je niets".
      expect(cost, name).toMatch(
        /gratis|voorrijkosten|kost (?:je |dat )?(?:ook )?niets|betaal je (?:niets|nooit)|niet op de (?:rekening|factuur)|rekenen we (?:niet|nooit)/i,
      );
      expect(cost, name).toMatch(/€\u00a0\d+ spoedtoeslag/);
      // 3. How you reach us: someone of ours answers, also at night; an app or voicemail is called back, never
      // promised for the night after a storm (the storm's words stand in then, lib/content/promises.ts).
      expect(contact, name).toContain("direct iemand van ons aan de lijn");
      expect(contact, name).toContain("ook ’s nachts");
      expect(contact, name).toMatch(/\b(?:ge)?app/i);
      expect(contact, name).toMatch(/voicemail/i);
      expect(contact, name).toContain(`${values.emergencyCallback} terug`);
      expect(contact, name).not.toMatch(/(?:na|door) (?:een |de )?(?:zware )?storm[^.;]*terug/i);
      // The storm note stands once on a page at most, and on a town page not at all: the cards say it in their words.
      expect(cards.map((card) => card.text).join(" "), name).not.toContain(String(values.stormNote));
      for (const card of cards) {
        const text = `${card.title}\n${card.text}`;
        if (
          /\bgratis\b(?!\s+offerte)|voorrijkosten|voorrijden|betaal je niets|kost (?:je |dat )?(?:ook )?niets|rekenen we (?:niet|nooit)|niet op de (?:rekening|factuur)/i.test(
            text,
          )
        ) {
          expect(text, `${name}: something free without the surcharge`).toMatch(/€\u00a0\d+ spoedtoeslag/);
          expect(text, `${name}: the surcharge without its VAT`).toMatch(/incl\. btw|inclusief btw/);
        }
        // A drive time is a distance, never an arrival promise.
        expect(text, name).not.toMatch(/\d+ minuten (?:bij je|ter plaatse)|binnen \d+ minuten/);
      }
    }
  });
});
