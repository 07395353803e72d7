import type { TownPageQueryResult } from "@/sanity.types";
import { settingPlaceholderValues } from "./setting-placeholders";
import type { SiteSettings } from "./site-settings";
import { fillPlaceholders, fillPlaceholdersDeep, type TownPlaceholderValues } from "./town-placeholders";
import type { Town } from "./towns";

type Copy = NonNullable<TownPageQueryResult>;

/** What a town page's placeholders stand for: the town's own facts and the company's settings. */
export function townPlaceholderValues(town: Town, settings: SiteSettings, phoneDisplay: string): TownPlaceholderValues {
  return {
    ...settingPlaceholderValues(settings),
    town: town.name,
    municipality: town.municipality,
    distanceKm: town.distanceKm,
    driveMinutes: town.driveMinutes,
    phone: phoneDisplay,
    phoneE164: town.phoneOverride?.e164 ?? settings.phone.e164,
  };
}

/**
 * The shared town-page words filled in for one town, with the town's own hero heading where it has one. The
 * certificate line keeps its {certificate}, filled per certificate by the page.
 */
export function townCopy(copy: Copy, town: Town, settings: SiteSettings, phoneDisplay: string) {
  const filled = fillPlaceholdersDeep(copy, townPlaceholderValues(town, settings, phoneDisplay));
  const ownHeading = town.heroHeading?.trim()
    ? fillPlaceholders(town.heroHeading, townPlaceholderValues(town, settings, phoneDisplay))
    : undefined;
  return {
    ...filled,
    standardHero: { ...filled.standardHero, heading: ownHeading ?? filled.standardHero.heading },
    leakHero: { ...filled.leakHero, heading: ownHeading ?? filled.leakHero.heading },
  };
}

/**
 * The town's own document with its placeholders filled for this town: {phone} in a town FAQ is the town's own number
 * when it has one (the site-wide read leaves {phone} in town texts for this; see setting-placeholders.ts).
 */
export function fillTown(town: Town, settings: SiteSettings, phoneDisplay: string): Town {
  return fillPlaceholdersDeep(town, townPlaceholderValues(town, settings, phoneDisplay));
}

export type TownCopy = ReturnType<typeof townCopy>;
