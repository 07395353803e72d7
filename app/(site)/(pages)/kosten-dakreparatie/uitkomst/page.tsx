import type { Metadata } from "next";
import { PriceGuide } from "@/components/price-guide/price-guide";
import { getPriceGuidePage } from "@/lib/content/pages";
import { type GuideQuery, guideJobs, pricesUpdatedAt, readPriceGuideQuery } from "@/lib/content/price-guide";
import { getSiteSettings } from "@/lib/content/site-settings";
import { pageMetadata } from "@/lib/seo/metadata";
import { pathOf } from "@/lib/site/routes";

/**
 * The answer depends on the query, so this page renders per request, as a whole: an answer streamed into a
 * static shell behind <Suspense> stays hidden in a browser without JavaScript (React swaps it in with a script),
 * and the guide must work without it. Rendering it costs no content query: the words and prices come from the
 * same cached reads as the static page. `instant = false` tells Next that this page is meant to block.
 */
export const instant = false;

export async function generateMetadata(): Promise<Metadata> {
  const { page } = await getPriceGuidePage();
  // One address for search engines: the guide itself, whatever was asked.
  return pageMetadata({ title: page.seoTitle, description: page.seoDescription, path: pathOf("priceGuide") });
}

type Props = { searchParams: Promise<GuideQuery> };

/** `/kosten-dakreparatie?klus=…&omvang=…`: next.config.ts rewrites those addresses here. */
export default async function PriceGuideAnswerPage({ searchParams }: Props) {
  const [query, settings, { page, prices }] = await Promise.all([searchParams, getSiteSettings(), getPriceGuidePage()]);
  return (
    <PriceGuide
      page={page}
      prices={prices}
      settings={settings}
      updatedAt={pricesUpdatedAt(prices)}
      outcome={readPriceGuideQuery(guideJobs(prices), query)}
    />
  );
}
