import type { ContactDetails } from "@/components/contact/contact-actions";
import { typeTag } from "@/lib/sanity/cache-tags";
import { fetchContent } from "@/lib/sanity/fetch";
import { siteSettingsQuery } from "@/lib/sanity/queries";
import type { SiteSettingsQueryResult } from "@/sanity.types";

export type SiteSettings = NonNullable<SiteSettingsQueryResult>;

/** Site settings are required content: a dataset without them is a broken deploy, not an empty page. */
export async function getSiteSettings(): Promise<SiteSettings> {
  const settings = await fetchContent(siteSettingsQuery, {}, [typeTag("siteSettings")]);
  if (!settings) throw new Error("The dataset has no siteSettings document.");
  return settings;
}

/** The phone and WhatsApp details contact buttons need; a town may bring its own phone number. */
export function contactDetails(
  settings: SiteSettings,
  phoneOverride?: { display: string; e164: string } | null,
): ContactDetails {
  return { phone: phoneOverride ?? settings.phone, whatsappNumber: settings.whatsapp.number };
}
