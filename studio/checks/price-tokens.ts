import { isPriceGuidePlaceholder } from "../../lib/content/price-guide-placeholders.ts";
import { isTownPlaceholder } from "../../lib/content/town-placeholders.ts";
import type { SanityDocument as SanityDoc } from "../../lib/sanity/ndjson.ts";

const replyPlaceholders = ["{naam}", "{datum}", "{company}"];

/** Every {prijs|vanaf|minimum:slug} token in any text names a price item that exists, and no token is misspelt. */
export function priceTokenProblems(docs: SanityDoc[]): string[] {
  const prices = new Set(
    docs
      .filter((doc) => doc._type === "priceItem")
      .map((doc) => (doc.slug as { current?: string } | undefined)?.current),
  );
  const problems: string[] = [];
  const visit = (value: unknown, where: string) => {
    if (typeof value === "string") {
      for (const [token] of value.matchAll(/\{[^{}\s]{1,80}\}/g)) {
        // Placeholders such as {town} are filled by the town pages (and {town} by the WhatsApp texts), and such as
        // {maxSize} by the price guide.
        if (isTownPlaceholder(token) || isPriceGuidePlaceholder(token)) continue;

        // The admin's reply texts name the person and the day of their request (lib/admin/replies.ts).
        if (where.includes(".leadHandling.") && replyPlaceholders.includes(token)) continue;
        if (token === "{spoedtoeslag}") continue;
        const match =
          token.match(/^\{(?:prijs|vanaf|minimum):([a-z0-9-]+)\}$/) ??
          token.match(/^\{(?:totaal|perjaar):([a-z0-9-]+):\d{1,4}(?::\d{1,3})?\}$/);
        if (!match) {
          problems.push(`${where}: "${token}" is not a price token ({prijs|vanaf|minimum:slug}, {totaal:slug:size})`);
        } else if (!prices.has(match[1])) problems.push(`${where}: ${token} names no price item "${match[1]}"`);
      }
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => {
        visit(item, `${where}[${index}]`);
      });
    } else if (value && typeof value === "object") {
      for (const [key, item] of Object.entries(value)) visit(item, `${where}.${key}`);
    }
  };
  for (const doc of docs) visit(doc, doc._id);
  return problems;
}
