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

/** The 404 page's words and the phone number: what the not-found boundary inside the public site shows. */
export async function getNotFoundEssentials() {
  const [words, settings] = await Promise.all([getNotFoundPage(), getSiteSettings()]);
  return { words, phone: settings.phone };
}

/** Everything the 404 page at an unknown URL shows (components/layout/not-found-content.tsx): also the lists. */
export async function getNotFoundContent() {
  const [essentials, pages, towns] = await Promise.all([getNotFoundEssentials(), getSitePages(), getTownList()]);
  return { ...essentials, lists: { pages, towns } };
}
