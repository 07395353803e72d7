import { getSitePages } from "@/lib/content/site-pages";
import { readResolved } from "./read";
import { getSiteSettings } from "./site-settings";
import { getTownList } from "./towns";

/** The words of the 404 page (Studio → Pagina niet gevonden), {phone} resolved from the settings. */
export async function getNotFoundPage() {
  const words = await readResolved("notFoundPageQuery");
  if (!words) throw new Error('The content has no "notFoundPage" document (Studio → Pagina niet gevonden).');
  return words;
}

/**
 * Everything the 404 page shows (components/layout/not-found-content.tsx), for both places that render it: a
 * notFound() inside the public site and any unknown URL outside it.
 */
export async function getNotFoundContent() {
  const [words, settings, pages, towns] = await Promise.all([
    getNotFoundPage(),
    getSiteSettings(),
    getSitePages(),
    getTownList(),
  ]);
  return { words, phone: settings.phone, pages, towns };
}
