import type { TownPageQueryResult } from "@/sanity.types";
import type { SiteSettings } from "./site-settings";
import { fillPlaceholders, type TownPlaceholderValues } from "./town-placeholders";
import type { Town } from "./towns";

type Copy = NonNullable<TownPageQueryResult>;

/** Replaces every placeholder in every string of a value, keeping its shape. */
function fillDeep<T>(value: T, values: TownPlaceholderValues): T {
  if (typeof value === "string") return fillPlaceholders(value, values) as T;
  if (Array.isArray(value)) return value.map((item) => fillDeep(item, values)) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillDeep(item, values)])) as T;
  }
  return value;
}

/** What a town page's placeholders stand for: the town's own facts and the company's settings. */
export function townPlaceholderValues(town: Town, settings: SiteSettings, phoneDisplay: string): TownPlaceholderValues {
  return {
    town: town.name,
    municipality: town.municipality,
    distanceKm: town.distanceKm,
    driveMinutes: town.driveMinutes,
    company: settings.companyName,
    base: settings.address.city,
    phone: phoneDisplay,
    responseTime: settings.claims.responseTime,
    acuteResponseTime: settings.claims.acuteResponseTime,
    warranty: settings.claims.warranty,
    yearsExperience: settings.claims.yearsExperience,
    customers: settings.claims.customers,
    callbackForm: settings.callbackPromises.form,
  };
}

/**
 * The shared town-page words filled in for one town, with the town's own hero heading where it has one. The
 * certificate line keeps its {certificate}, filled per certificate by the page.
 */
export function townCopy(copy: Copy, town: Town, settings: SiteSettings, phoneDisplay: string) {
  const filled = fillDeep(copy, townPlaceholderValues(town, settings, phoneDisplay));
  const ownHeading = town.heroHeading?.trim()
    ? fillPlaceholders(town.heroHeading, townPlaceholderValues(town, settings, phoneDisplay))
    : undefined;
  return {
    ...filled,
    standardHero: { ...filled.standardHero, heading: ownHeading ?? filled.standardHero.heading },
    leakHero: { ...filled.leakHero, heading: ownHeading ?? filled.leakHero.heading },
  };
}

export type TownCopy = ReturnType<typeof townCopy>;
