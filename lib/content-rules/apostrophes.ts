import type { SanityDocument as SanityDoc } from "../sanity/ndjson.ts";
import { notText, type Problem, stringsOf } from "./texts.ts";

/**
 * Dutch text uses the typographic apostrophe (’: zo’n, ’s ochtends, foto’s); a straight ' among them looks like a
 * typing slip next to the rest of the site. A matter of taste, so a warning.
 */
export function straightApostrophes(doc: SanityDoc): Problem[] {
  return stringsOf(doc)
    .filter(({ key, text }) => text.includes("'") && !notText.has(key))
    .map(({ path, text }) => ({
      path,
      message: `Gebruik de gekrulde apostrof ’ in plaats van ', zoals in zo’n, ’s ochtends en foto’s: "${text.slice(0, 60)}".`,
    }));
}
