import { typeTag } from "@/lib/sanity/cache-tags";
import { fetchContent } from "@/lib/sanity/fetch";
import { homePageQuery } from "@/lib/sanity/queries";

export async function getHomePage() {
  const page = await fetchContent(homePageQuery, {}, [typeTag("homePage")]);
  if (!page) throw new Error("The dataset has no homePage document.");
  return page;
}
