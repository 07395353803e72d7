import type { Metadata } from "next";
import { EstimateSummary } from "@/components/price-guide/estimate-summary";
import { getPriceGuidePage, getQuotePage } from "@/lib/content/pages";
import { type GuideQuery, priceEstimate } from "@/lib/content/price-guide";
import { getSiteSettings } from "@/lib/content/site-settings";
import { pageMetadata } from "@/lib/seo/metadata";
import { pathOf } from "@/lib/site/routes";
import { QuotePageView } from "../quote-page";

/**
 * The estimate depends on the query, so this page renders per request, as a whole: streamed into a static shell it
 * would stay hidden without JavaScript, and the form must work without it (as the price guide's answer page). The
 * plain quote page stays static; its words and the prices come from the same cached reads.
 */
export const instant = false;

export async function generateMetadata(): Promise<Metadata> {
  const page = await getQuotePage();
  // One address for search engines: the quote page itself, whatever price came along.
  return pageMetadata({ title: page.seoTitle, description: page.seoDescription, path: pathOf("quote") });
}

type Props = { searchParams: Promise<GuideQuery> };

/**
 * `/offerte-aanvragen?klus=…&omvang=…` (the price guide's "Vraag deze prijs vast aan"): next.config.ts rewrites
 * those addresses here. The estimate is priced from the price list as the server will price it when the form is
 * sent; a query the guide gives no price for shows the plain form.
 */
export default async function QuoteWithEstimatePage({ searchParams }: Props) {
  const [query, settings, page, guide] = await Promise.all([
    searchParams,
    getSiteSettings(),
    getQuotePage(),
    getPriceGuidePage(),
  ]);
  const estimate = priceEstimate(guide.prices, query);
  return (
    <QuotePageView
      settings={settings}
      page={page}
      estimate={
        estimate
          ? {
              summary: <EstimateSummary estimate={estimate} words={guide.page.estimate} />,
              fields: { job: estimate.job, size: estimate.size === null ? "" : String(estimate.size) },
            }
          : undefined
      }
    />
  );
}
