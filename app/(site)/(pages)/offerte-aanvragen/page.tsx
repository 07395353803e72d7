import type { Metadata } from "next";
import { getQuotePage } from "@/lib/content/pages";
import { getSiteSettings } from "@/lib/content/site-settings";
import { editMarks } from "@/lib/sanity/edit-marks";
import { pageMetadata } from "@/lib/seo/metadata";
import { pathOf } from "@/lib/site/routes";
import { QuotePageView } from "./quote-page";

export async function generateMetadata(): Promise<Metadata> {
  const page = await getQuotePage();
  return pageMetadata({ title: page.seoTitle, description: page.seoDescription, path: pathOf("quote") });
}

/**
 * The quote page: static HTML. With the price guide's job (`?klus=…&omvang=…`) the same address is answered by the
 * page in ./prijs, to which next.config.ts rewrites such addresses.
 */
export default async function QuotePage() {
  const [settings, page, mark] = await Promise.all([getSiteSettings(), getQuotePage(), editMarks()]);
  return <QuotePageView settings={settings} page={page} mark={mark} />;
}
