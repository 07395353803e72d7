import { fetchContent } from "@/lib/sanity/fetch";

/** The words of the 404 page (Studio → Pagina niet gevonden), {phone} already filled in from the settings. */
export async function getNotFoundPage() {
  const words = await fetchContent("notFoundPageQuery", {});
  if (!words) throw new Error('The content has no "notFoundPage" document (Studio → Pagina niet gevonden).');
  return words;
}
