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
