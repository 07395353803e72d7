import { typeTag } from "@/lib/sanity/cache-tags";
import { fetchContent } from "@/lib/sanity/fetch";
import { siteSettingsQuery } from "@/lib/sanity/queries";

export type SiteSettings = {
  companyName: string;
  tagline: string;
  phone: { display: string; e164: string };
  whatsapp: { number: string; display: string };
  email: string;
  address: { street: string; postalCode: string; city: string; region: string; country: string };
  kvk: string;
  whatsappMessages: {
    general: string;
    leakHelp: string;
    urgent: string;
    quote: string;
    maintenance: string;
    townLeak: string;
  };
};

/** Site settings are required content: a dataset without them is a broken deploy, not an empty page. */
export async function getSiteSettings(): Promise<SiteSettings> {
  const settings = await fetchContent<SiteSettings | null>(siteSettingsQuery, {}, [typeTag("siteSettings")]);
  if (!settings) throw new Error("The dataset has no siteSettings document.");
  return settings;
}
