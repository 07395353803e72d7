import { typeTag } from "@/lib/sanity/cache-tags";
import { fetchContent } from "@/lib/sanity/fetch";
import { homePageQuery } from "@/lib/sanity/queries";

export type HomePage = {
  hero: { eyebrow: string; heading: string; intro: string; callLabel: string; quoteLabel: string };
};

export async function getHomePage(): Promise<HomePage> {
  const page = await fetchContent<HomePage | null>(homePageQuery, {}, [typeTag("homePage")]);
  if (!page) throw new Error("The dataset has no homePage document.");
  return page;
}
