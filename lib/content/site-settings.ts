import { fetchContent, readContent } from "@/lib/sanity/fetch";
import type { SiteSettingsQueryResult } from "@/sanity.types";

/**
 * The phone number and WhatsApp number a page offers (the company's, or a town's own second line), and the words
 * on the contact buttons (Studio → Bedrijfsgegevens → Contactknoppen), the call button's with the number filled in.
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

/** The phone and WhatsApp details contact buttons need; a town may bring its own phone number. */
export function contactDetails(
  settings: SiteSettings,
  phoneOverride?: { display: string; e164: string } | null,
): ContactDetails {
  const phone = phoneOverride ?? settings.phone;
  const buttons = settings.contactButtons;
  return {
    phone,
    whatsappNumber: settings.whatsapp.number,
    labels: { call: callLabel(buttons.call, phone.display), whatsapp: buttons.whatsapp, quote: buttons.quote },
  };
}

/** The call button's words with {phone} filled in ("Bel {phone}" → "Bel 0413 20 30 40"). */
export const callLabel = (template: string, phoneDisplay: string) => template.replaceAll("{phone}", phoneDisplay);

/** The site's default page title: "{company} – {defaultTitleSuffix}". */
export const defaultTitle = (settings: Pick<SiteSettings, "companyName" | "defaultTitleSuffix">) =>
  `${settings.companyName} – ${settings.defaultTitleSuffix}`;
