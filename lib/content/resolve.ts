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
 * such a line out (samples.ts).
 *
 * While storm mode is on (`storm`), the promise placeholders say the storm's words from the settings instead of the
 * figures (promises.ts). A text that says once that its amounts include VAT gets its prices without "(incl. btw)"
 * each (price-tokens.ts); a paragraph of portable text and a table (caption and cells) count as one text for that.
 *
 * Plain relative imports with their extension only: the tests compose pages with it outside Next, and the dataset
 * check (run by Node itself) resolves the town pages with it to find sentences repeated from page to page.
 */

import { type OfficeHours, officeHoursInSentence } from "./office-hours.ts";
import type { PriceItem } from "./price-amounts.ts";
import { fillPriceTokens, priceMap, statesVat } from "./price-tokens.ts";
import { type Promises, promiseTexts, type StormPromiseWords } from "./promises.ts";
import { fillPlaceholders, type TownPlaceholderValues } from "./town-placeholders.ts";

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
  address: { city: string; street?: string | null };
  openingHours: OfficeHours;
  claims: {
    warranty: string;
    sealantWarranty?: string | null;
    yearsExperience: string;
    customers: string;
    figuresConfirmed?: boolean | null;
  };
  promises: Promises;
  serviceArea: { radiusKm: number };
  /** The storm's words for the promises, used while storm mode is on. */
  stormMode?: { promiseWords?: StormPromiseWords | null } | null;
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
  /** True while storm mode is on (lib/content/storm.ts): the promises say the storm's words. */
  storm?: boolean;
};

/** The number a page offers: a town's own line where it has one, else the company's. */
export const pagePhone = (settings: Pick<SettingsForTokens, "phone">, town?: TownForTokens | null): PhoneNumber =>
  town?.phoneOverride ?? settings.phone;

/** What each {name} placeholder stands for on a page; with `storm`, the promises in the storm's words. */
export function tokenValues(
  settings: SettingsForTokens,
  town?: TownForTokens | null,
  storm = false,
): TownPlaceholderValues {
  const phone = pagePhone(settings, town);
  return {
    company: settings.companyName,
    base: settings.address.city,
    street: settings.address.street ?? undefined,
    phone: phone.display,
    phoneE164: phone.e164,
    email: settings.email,
    whatsapp: settings.whatsapp.display,
    kvk: settings.kvk ?? undefined,
    legalName: settings.legalName ?? undefined,
    vatId: settings.vatId ?? undefined,
    warranty: settings.claims.warranty,
    sealantWarranty: settings.claims.sealantWarranty ?? undefined,
    ...(settings.claims.figuresConfirmed === true
      ? { yearsExperience: settings.claims.yearsExperience, customers: settings.claims.customers }
      : {}),
    serviceArea: `binnen ${settings.serviceArea.radiusKm} km van ${settings.address.city}`,
    ...promiseTexts(
      settings.promises,
      officeHoursInSentence(settings.openingHours),
      storm ? settings.stormMode?.promiseWords : null,
    ),
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
 * The text of a block a reader reads as one: a paragraph of portable text (its spans together) or a table (its
 * caption and cells together); null for anything else.
 */
export function blockText(item: object): string | null {
  const record = item as { _type?: unknown; children?: unknown; caption?: unknown; rows?: unknown };
  const text = (value: unknown) => (typeof value === "string" ? value : "");
  if (record._type === "block" && Array.isArray(record.children)) {
    return (record.children as { text?: unknown }[]).map((child) => text(child.text)).join("");
  }
  if (record._type === "table" && Array.isArray(record.rows)) {
    const cells = (record.rows as { cells?: unknown }[]).flatMap((row) => (Array.isArray(row.cells) ? row.cells : []));
    return [record.caption, ...cells].map(text).join(" ");
  }
  return null;
}

/**
 * Every string of a value (portable text, lists, nested objects, at any depth) with its tokens resolved, keeping
 * its shape: prices first, then the placeholders. A paragraph or table that says its amounts include VAT says it
 * for all of its spans or cells.
 */
export function resolveTokens<T>(value: T, sources: TokenSources): T {
  const prices = priceMap(sources.prices);
  const values = tokenValues(sources.settings, sources.town, sources.storm);
  const resolve = (item: unknown, vatStated?: boolean): unknown => {
    if (typeof item === "string") return fillPlaceholders(fillPriceTokens(item, prices, vatStated), values);
    if (Array.isArray(item)) return item.map((entry) => resolve(entry, vatStated));
    if (item && typeof item === "object" && !(item instanceof Date)) {
      const block = blockText(item);
      const inBlock = block === null ? vatStated : statesVat(block);
      return Object.fromEntries(Object.entries(item).map(([key, field]) => [key, resolve(field, inBlock)]));
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
