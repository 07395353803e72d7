import { notFound } from "next/navigation";
import type { TownCopy } from "@/lib/content/town-copy";
import { getTownPage } from "@/lib/content/towns";
import { ogCard, ogSize } from "@/lib/seo/og-card";

/** The town's share-image words (Studio → Plaatspagina’s → Deelafbeelding), or null for an unknown town. */
async function shareImage(slug: string): Promise<{ company: string; words: TownCopy["shareImage"] } | null> {
  const content = await getTownPage(slug);
  return content && { company: content.settings.companyName, words: content.copy.shareImage };
}

const imageId = "deel";

/**
 * One image per town, described in the town's own words (a static `alt` export could not name the town). The
 * build asks without a town (to list the image ids): it gets the one id, and each town's image is made on request.
 * An unknown or removed town has no image: proxy.ts answers its address with the 404 page.
 */
export async function generateImageMetadata({ params }: { params?: { town?: string } }) {
  const base = { id: imageId, size: ogSize, contentType: "image/png" };
  if (!params?.town) return [base];
  const image = await shareImage(params.town);
  return image ? [{ ...base, alt: image.words.alt }] : [];
}

export default async function TownImage({ params }: { params: Promise<{ town: string }>; id: Promise<string> }) {
  const image = await shareImage((await params).town);
  if (!image) notFound();
  const { eyebrow, title, subtitle } = image.words;
  return ogCard({ company: image.company, eyebrow, title, subtitle });
}
