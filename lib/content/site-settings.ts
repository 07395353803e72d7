import { fetchContent, readContent } from "@/lib/sanity/fetch";
import type { SiteSettingsQueryResult } from "@/sanity.types";
import { fillPlaceholdersDeep } from "./town-placeholders";

/**
 * The phone number and WhatsApp number a page offers (the company's, or a town's own second line), and the words
 * on the contact buttons (Studio → Bedrijfsgegevens → Contactknoppen), the call button's with that number in it.
 */
export type ContactDetails = {
  phone: { display: string; e164: string };
  whatsappNumber: string;
  labels: { call: string; whatsapp: string; quote: string };
};

export type SiteSettings = NonNullable<SiteSettingsQueryResult>;

/**
 * The e-mail address in the site settings, read without Next's cache: for background work (the e-mail retries),
 * which runs outside any request and so cannot use cached reads.
 */
export async function readCompanyEmail(): Promise<string> {
  const email = await readContent("companyEmailQuery");
  if (!email) throw new Error("The site settings have no e-mail address.");
  return email;
}

/** The company's name, read without Next's cache (for e-mails sent in the background). */
export async function readCompanyName(): Promise<string> {
  const name = await readContent("companyNameQuery");
  if (!name) throw new Error("The site settings have no company name.");
  return name;
}

/** Site settings are required content: a dataset without them is a broken deploy, not an empty page. */
export async function getSiteSettings(): Promise<SiteSettings> {
  const settings = await fetchContent("siteSettingsQuery", {});
  if (!settings) throw new Error("The dataset has no siteSettings document.");
  return settings;
}

type PhoneNumber = { display: string; e164: string };

/**
 * The site settings as one town's page shows them. A town with a line of its own (phoneOverride) has that number
 * as the settings' phone, and every {phone} and {phoneE164} in the settings' words (the call button's "Bel {phone}",
 * a storm message) says it: no label, link or analytics event on the page names the company's number. The settings
 * are read for this through townSiteSettingsQuery, which leaves those two placeholders in the words.
 */
export async function getTownSiteSettings(town: { phoneOverride?: PhoneNumber | null }): Promise<SiteSettings> {
  const settings = await fetchContent("townSiteSettingsQuery", {});
  if (!settings) throw new Error("The dataset has no siteSettings document.");
  return settingsWithPhone(settings, town.phoneOverride ?? settings.phone);
}

/** The settings with `phone` as their phone number, and {phone} and {phoneE164} in their words filled with it. */
export function settingsWithPhone(settings: SiteSettings, phone: PhoneNumber): SiteSettings {
  const { display, e164 } = phone;
  return {
    ...fillPlaceholdersDeep(settings, { phone: display, phoneE164: e164 }),
    phone: { ...settings.phone, display, e164 },
  };
}

/**
 * The phone and WhatsApp details contact buttons need, from the settings as the page reads them (a town page's
 * through getTownSiteSettings, so its own number where it has one).
 */
export function contactDetails(settings: SiteSettings): ContactDetails {
  const buttons = settings.contactButtons;
  return {
    phone: { display: settings.phone.display, e164: settings.phone.e164 },
    whatsappNumber: settings.whatsapp.number,
    labels: { call: buttons.call, whatsapp: buttons.whatsapp, quote: buttons.quote },
  };
}

/** The site's default page title: "{company} – {defaultTitleSuffix}". */
export const defaultTitle = (settings: Pick<SiteSettings, "companyName" | "defaultTitleSuffix">) =>
  `${settings.companyName} – ${settings.defaultTitleSuffix}`;
