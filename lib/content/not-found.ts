import { readResolved } from "./read";

/** The words of the 404 page (Studio → Pagina niet gevonden), {phone} resolved from the settings. */
export async function getNotFoundPage() {
  const words = await readResolved("notFoundPageQuery");
  if (!words) throw new Error('The content has no "notFoundPage" document (Studio → Pagina niet gevonden).');
  return words;
}
