import { readContent } from "@/lib/sanity/fetch";
import type { SiteSettingsQueryResult } from "@/sanity.types";
import { readResolved } from "./read";

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

/**
 * The site settings as the site's own pages show them, their words resolved (a town page reads them through
 * getTownPage, with the town's number). Required content: a dataset without them is a broken deploy, not an empty
 * page.
 */
export async function getSiteSettings(): Promise<SiteSettings> {
  const settings = await readResolved("siteSettingsQuery");
  if (!settings) throw new Error("The dataset has no siteSettings document.");
  return settings;
}

/**
 * The phone and WhatsApp details contact buttons need, from the settings as the page reads them (a town page's
 * through getTownPage, so its own number where it has one).
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
