import type { SanityDocument as SanityDoc } from "../sanity/ndjson.ts";
import { stringsOf } from "./texts.ts";

/**
 * A price item's code is how texts name it ({prijs:dakgoot}, {totaal:dakgoot:10}); once it is published, texts may
 * use it, and a new code would turn each of them into "(prijs op aanvraag)".
 */
export function namesPrice(doc: SanityDoc, code: string): boolean {
  const token = new RegExp(
    `\\{(?:prijs|vanaf|minimum|totaal|perjaar):${code.replace(/[.*+?^${}()|[\]\\-]/g, "\\$&")}[:}]`,
  );
  return stringsOf(doc).some(({ text }) => token.test(text));
}

/** What the owner reads when a published price code changes, with the texts that name it where known. */
export function priceCodeChangeMessage(published: string, typed: string | undefined, namedIn: string[]): string {
  const texts =
    namedIn.length === 0
      ? ""
      : ` Deze teksten noemen {prijs:${published}}: ${namedIn.slice(0, 8).join(", ")}${namedIn.length > 8 ? ` en nog ${namedIn.length - 8}` : ""}.`;
  return `De prijscode was "${published}"${typed ? `, nu "${typed}"` : ""}. Teksten noemen deze prijs met die code; een andere code geeft daar "(prijs op aanvraag)". Zet de code terug op "${published}".${texts}`;
}
