import type { SanityDocument as SanityDoc } from "../sanity/ndjson.ts";
import { closest, type Problem, stringsOf } from "./texts.ts";

/**
 * Every link to a page of this site (a link in rich text, a link under an FAQ answer or a card) names a page that
 * exists: one of the route list, or a town or article. Query and fragment are not checked.
 */
export function missingPageLinks(doc: SanityDoc, pagePaths: ReadonlySet<string>): Problem[] {
  return stringsOf(doc)
    .filter(({ key, text }) => key === "href" && text.startsWith("/") && !pagePaths.has(text.split(/[?#]/)[0]!))
    .map(({ path, text }) => {
      const meant = closest(text.split(/[?#]/)[0]!, pagePaths);
      return {
        path,
        message: `De link naar ${text} gaat naar een pagina die niet bestaat. ${meant ? `Bedoel je ${meant}?` : "Kies een adres van een pagina op deze site, bijvoorbeeld /offerte-aanvragen."}`,
      };
    });
}
