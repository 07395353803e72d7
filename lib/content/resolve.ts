/**
 * Where a word that a text names by token gets its value. Content is read as the editors wrote it (one GROQ query
 * per read, lib/sanity/fetch.ts); each page then resolves everything it shows here, in one step:
 *
 *   - price tokens ({prijs:…}, {vanaf:…}, {totaal:…}, {spoedtoeslag}) from the price list (price-tokens.ts);
 *   - the company's details and promises ({phone}, {email}, {kvk}, {acuteResponseTime}, {callbackRule}, …) from
 *     the site settings, so a changed number or promise is changed in one place;
 *   - on a town page, the town's facts ({town}, {municipality}, {distanceKm}, {driveMinutes}) and its own phone
 *     number where it has a second line (phoneOverride): every {phone} on that page, the call buttons' "Bel {phone}"
 *     among them, names the number the buttons dial.
 *
 * What is left is filled where its value is only known later: {certificate} once per certificate in a list, the
 * price guide's {size} and {date} for the visitor's answer, a reply text's {naam} for a lead. Unconfirmed figures
 * ({yearsExperience}, {customers}) are no claim: they stay in the text, and the one list that may name them leaves
 * such a line out (samples.ts). Plain relative imports only: the tests compose pages with it outside Next.
 */

import { type OfficeHours, officeHoursText } from "./office-hours";
import type { PriceItem } from "./price-amounts";
import { fillPriceTokens, priceMap } from "./price-tokens";
import { type Promises, promiseTexts } from "./promises";
import { fillPlaceholders, type TownPlaceholderValues } from "./town-placeholders";

type PhoneNumber = { display: string; e164: string };

/** The part of the site settings the tokens read. */
export type SettingsForTokens = {
  companyName: string;
  phone: PhoneNumber;
  whatsapp: { display: string };
  email: string;
  kvk?: string | null;
  legalName?: string | null;
  vatId?: string | null;
  address: { city: string };
  openingHours: OfficeHours;
  claims: { warranty: string; yearsExperience: string; customers: string; figuresConfirmed?: boolean | null };
  promises: Promises;
  serviceArea: { radiusKm: number };
};

/** The part of a town the tokens read. */
export type TownForTokens = {
  name: string;
  municipality: string;
  distanceKm: number;
  driveMinutes: number;
  phoneOverride?: PhoneNumber | null;
};

export type TokenSources<S extends SettingsForTokens = SettingsForTokens> = {
  settings: S;
  prices: readonly PriceItem[];
  /** Set on a town's page only. */
  town?: TownForTokens | null;
};

/** The number a page offers: a town's own line where it has one, else the company's. */
export const pagePhone = (settings: Pick<SettingsForTokens, "phone">, town?: TownForTokens | null): PhoneNumber =>
  town?.phoneOverride ?? settings.phone;

/** What each {name} placeholder stands for on a page. */
export function tokenValues(settings: SettingsForTokens, town?: TownForTokens | null): TownPlaceholderValues {
  const phone = pagePhone(settings, town);
  return {
    company: settings.companyName,
    base: settings.address.city,
    phone: phone.display,
    phoneE164: phone.e164,
    email: settings.email,
    whatsapp: settings.whatsapp.display,
    kvk: settings.kvk ?? undefined,
    legalName: settings.legalName ?? undefined,
    vatId: settings.vatId ?? undefined,
    warranty: settings.claims.warranty,
    ...(settings.claims.figuresConfirmed === true
      ? { yearsExperience: settings.claims.yearsExperience, customers: settings.claims.customers }
      : {}),
    serviceArea: `binnen ${settings.serviceArea.radiusKm} km van ${settings.address.city}`,
    ...promiseTexts(settings.promises, officeHoursText(settings.openingHours)),
    ...(town
      ? {
          town: town.name,
          municipality: town.municipality,
          distanceKm: town.distanceKm,
          driveMinutes: town.driveMinutes,
        }
      : {}),
  };
}

/**
 * Every string of a value (portable text, lists, nested objects, at any depth) with its tokens resolved, keeping
 * its shape: prices first, then the placeholders.
 */
export function resolveTokens<T>(value: T, sources: TokenSources): T {
  const prices = priceMap(sources.prices);
  const values = tokenValues(sources.settings, sources.town);
  const resolve = (item: unknown): unknown => {
    if (typeof item === "string") return fillPlaceholders(fillPriceTokens(item, prices), values);
    if (Array.isArray(item)) return item.map(resolve);
    if (item && typeof item === "object" && !(item instanceof Date)) {
      return Object.fromEntries(Object.entries(item).map(([key, field]) => [key, resolve(field)]));
    }
    return item;
  };
  return resolve(value) as T;
}

/**
 * The site settings as a page shows them: their own words resolved, and on a town page with a line of its own that
 * number as `phone`, so no label, link, structured data or analytics event on the page names the company's number.
 */
export function resolveSettings<S extends SettingsForTokens>(sources: TokenSources<S>): S {
  const { display, e164 } = pagePhone(sources.settings, sources.town);
  return { ...resolveTokens(sources.settings, sources), phone: { ...sources.settings.phone, display, e164 } };
}
