/**
 * The placeholders every text of the site may use for the company's own details and promises, filled from the site
 * settings when content is read (lib/sanity/fetch.ts): "Bel {phone}", "mail naar {email}", "KvK {kvk}", "{legalName}",
 * "btw {vatId}", "bij acute lekkage {acuteResponseTime}", "{callbackRule}" (the promises are numbers, rendered by
 * promises.ts). Typing the number or the promise into a text would leave it wrong the day the owner changes the
 * setting; the dataset check refuses the settings' literal values in texts for that reason.
 *
 * A town page has its own phone number when the town has a second line, so texts read for a town page keep {phone}
 * and {phoneE164} and the page fills them with the town's number (townPlaceholderValues in town-copy.ts).
 */
import { type OfficeHours, officeHoursText } from "./office-hours";
import { type Promises, promiseTexts } from "./promises";
import type { TownPlaceholderValues } from "./town-placeholders";

/** The part of the site settings the placeholders read. */
export type SettingsForPlaceholders = {
  companyName: string;
  phone: { display: string; e164: string };
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

export function settingPlaceholderValues(
  settings: SettingsForPlaceholders,
  { withPhone = true }: { withPhone?: boolean } = {},
): TownPlaceholderValues {
  const values: TownPlaceholderValues = {
    company: settings.companyName,
    base: settings.address.city,
    email: settings.email,
    whatsapp: settings.whatsapp.display,
    kvk: settings.kvk ?? undefined,
    legalName: settings.legalName ?? undefined,
    vatId: settings.vatId ?? undefined,
    warranty: settings.claims.warranty,
    // Unconfirmed figures are no claim: their placeholders stay in the text, and the one list that may name them
    // (the town pages' "Waarom") leaves such a line out (lib/content/samples.ts).
    ...(settings.claims.figuresConfirmed === true
      ? { yearsExperience: settings.claims.yearsExperience, customers: settings.claims.customers }
      : {}),
    serviceArea: `binnen ${settings.serviceArea.radiusKm} km van ${settings.address.city}`,
    ...promiseTexts(settings.promises, officeHoursText(settings.openingHours)),
  };
  return withPhone ? { ...values, phone: settings.phone.display, phoneE164: settings.phone.e164 } : values;
}
