import { cacheLife, cacheTag } from "next/cache";
import { readResolvedCached } from "@/lib/content/read";
import { typeTag } from "@/lib/sanity/cache-tags";
import { ogCard } from "@/lib/seo/og-card";

/** Drawn once per version of the settings and kept until they are published again; never drawn per visit. */
async function sharePng(): Promise<Uint8Array<ArrayBuffer>> {
  "use cache";
  cacheLife("max");
  cacheTag(typeTag("siteSettings"));
  // The published settings (never a preview's drafts): this is a cached function.
  const settings = await readResolvedCached("siteSettingsQuery");
  if (!settings) throw new Error("The dataset has no siteSettings document.");
  const image = ogCard({
    company: settings.companyName,
    eyebrow: settings.openingHours.emergency,
    title: settings.companyName,
    subtitle: settings.tagline,
  });
  return new Uint8Array(await image.arrayBuffer());
}

/**
 * The share image of the site's own pages and the business's image in its structured data: the company's name,
 * tagline and emergency hours from the settings (towns and articles have share images of their own). One stable
 * address (lib/seo/share-image.ts), so every page's metadata can name it.
 */
export async function GET() {
  return new Response(await sharePng(), {
    headers: { "content-type": "image/png", "cache-control": "public, max-age=3600" },
  });
}
