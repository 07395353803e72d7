import type { TownPageQueryResult } from "@/sanity.types";
import { settingPlaceholderValues } from "./setting-placeholders";
import type { SiteSettings } from "./site-settings";
import { fillPlaceholders, fillPlaceholdersDeep, type TownPlaceholderValues } from "./town-placeholders";
import type { Town } from "./towns";

type Copy = NonNullable<TownPageQueryResult>;

/**
 * What a town page's placeholders stand for: the town's own facts and the settings as the town page reads them
 * (getTownSiteSettings in site-settings.ts), whose phone is the town's own number where it has one.
 */
export function townPlaceholderValues(town: Town, settings: SiteSettings): TownPlaceholderValues {
  return {
    ...settingPlaceholderValues(settings),
    town: town.name,
    municipality: town.municipality,
    distanceKm: town.distanceKm,
    driveMinutes: town.driveMinutes,
  };
}

/**
 * The shared town-page words filled in for one town, with the town's own hero heading where it has one. The
 * certificate line keeps its {certificate}, filled per certificate by the page.
 */
export function townCopy(copy: Copy, town: Town, settings: SiteSettings) {
  const filled = fillPlaceholdersDeep(copy, townPlaceholderValues(town, settings));
  const ownHeading = town.heroHeading?.trim()
    ? fillPlaceholders(town.heroHeading, townPlaceholderValues(town, settings))
    : undefined;
  return {
    ...filled,
    standardHero: { ...filled.standardHero, heading: ownHeading ?? filled.standardHero.heading },
    leakHero: { ...filled.leakHero, heading: ownHeading ?? filled.leakHero.heading },
  };
}

/**
 * A text read for a town page with its placeholders filled for this town: {phone} in a town FAQ, a tip or a service
 * is the town's own number when it has one (those reads leave {phone} in; see townQueries in lib/sanity/fetch.ts).
 */
export function fillForTown<T>(value: T, town: Town, settings: SiteSettings): T {
  return fillPlaceholdersDeep(value, townPlaceholderValues(town, settings));
}

/** The town's own document with its placeholders filled for this town. */
export const fillTown = (town: Town, settings: SiteSettings): Town => fillForTown(town, town, settings);

export type TownCopy = ReturnType<typeof townCopy>;
