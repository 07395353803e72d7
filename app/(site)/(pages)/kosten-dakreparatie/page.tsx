import type { Metadata } from "next";
import { PriceGuide } from "@/components/price-guide/price-guide";
import { getPriceGuidePage } from "@/lib/content/pages";
import { pricesUpdatedAt } from "@/lib/content/price-guide";
import { getSiteSettings } from "@/lib/content/site-settings";
import { editMarks } from "@/lib/sanity/edit-marks";
import { pageMetadata } from "@/lib/seo/metadata";
import { pathOf } from "@/lib/site/routes";

export async function generateMetadata(): Promise<Metadata> {
  const { page } = await getPriceGuidePage();
  return pageMetadata({ title: page.seoTitle, description: page.seoDescription, path: pathOf("priceGuide") });
}

/**
 * The price guide without a question: the form and every job with its starting price. Static HTML, revalidated
 * when a price or the page's words are published. A submitted form (`?klus=…&omvang=…`) is answered by the page
 * in ./uitkomst, to which next.config.ts rewrites such addresses.
 */
export default async function PriceGuidePage() {
  const [settings, { page, prices }, mark] = await Promise.all([getSiteSettings(), getPriceGuidePage(), editMarks()]);
  const updatedAt = pricesUpdatedAt(prices);
  return (
    <PriceGuide page={page} prices={prices} settings={settings} updatedAt={updatedAt} outcome={null} mark={mark} />
  );
}
