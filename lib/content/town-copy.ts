import type { ServiceListQueryResult, TownPageQueryResult, TownQueryResult, TownTipsQueryResult } from "@/sanity.types";
import type { PriceItem } from "./price-amounts";
import { resolveSettings, resolveTokens } from "./resolve.ts";
import type { SiteSettings } from "./site-settings";

type Copy = NonNullable<TownPageQueryResult>;

/** The part of a town that decides its frame: its own words where it has them. */
/** A town as its own query reads it (towns.ts names the same type `Town`; imported from there, it made a circle). */
type Town = NonNullable<TownQueryResult>;
type OwnWords = Pick<Town, "name" | "municipality" | "heroHeading" | "ownFrame">;

/**
 * The shared town-page words for one town (already resolved for it), with the town's own words where it has them
 * (its hero heading, and the parts of the frame it says in its own words: `ownFrame`), so a town page is about that
 * town rather than a copy of the others. The certificate line keeps its {certificate}, filled per certificate.
 * Also used by the dataset check (studio/checks/town-sentences.ts), which reads the page as composed here: plain
 * relative imports with their extension (the others are types only).
 */
export function townCopy(filled: Copy, town: OwnWords) {
  const own = town.ownFrame ?? {};
  const ownHeading = town.heroHeading?.trim() ? town.heroHeading : undefined;
  // "Boekel, gemeente Boekel" says the name twice: the municipality only where it is another name.
  const place = town.municipality === town.name ? town.name : filled.local.place;
  return {
    ...filled,
    standardHero: { ...filled.standardHero, heading: ownHeading ?? filled.standardHero.heading },
    leakHero: { ...filled.leakHero, heading: ownHeading ?? filled.leakHero.heading },
    local: {
      ...filled.local,
      place: own.placeLine?.trim() || place,
      distance: own.distanceLine?.trim() || filled.local.distance,
    },
    emergency: {
      ...filled.emergency,
      cards: own.emergencyCards?.length === 3 ? own.emergencyCards : filled.emergency.cards,
    },
    finalCta: { ...filled.finalCta, text: own.finalCtaText?.trim() || filled.finalCta.text },
  };
}

/** What a town page reads, as the editors wrote it. */
export type TownPageSources = {
  town: Town;
  shared: Copy;
  sharedTips: TownTipsQueryResult;
  services: ServiceListQueryResult;
  settings: SiteSettings;
  prices: readonly PriceItem[];
  /** Storm mode is on: the promises say the storm's words. */
  storm?: boolean;
};

/**
 * Everything a town page shows, resolved for this town in one step (lib/content/resolve.ts): its own document, the
 * shared words, its tips (the ones it chose, else the shared three), the services and the settings, every {phone}
 * in them and the settings' phone the town's own line where it has one.
 */
export function townPageContent(read: TownPageSources) {
  const sources = { settings: read.settings, prices: read.prices, town: read.town, storm: read.storm };
  const { town, shared, tips, services } = resolveTokens(
    {
      town: read.town,
      shared: read.shared,
      tips: read.town.ownTips?.length ? read.town.ownTips : read.sharedTips,
      services: read.services,
    },
    sources,
  );
  return { town, copy: townCopy(shared, town), tips, services, settings: resolveSettings(sources) };
}

export type TownPageContent = ReturnType<typeof townPageContent>;
export type TownCopy = TownPageContent["copy"];
