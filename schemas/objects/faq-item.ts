import { defineType } from "sanity";
import { pageLinkField, requiredString, requiredText } from "../fields.ts";

/** Optional: a link under an FAQ answer, e.g. from a question about costs to the price guide. */
export const faqLinkField = pageLinkField(
  "Link onder het antwoord (optioneel)",
  "Bijvoorbeeld naar /kosten-dakreparatie bij een vraag over prijzen.",
);

export const faqItem = defineType({
  name: "faqItem",
  title: "Vraag en antwoord",
  type: "object",
  fields: [requiredString("question", "Vraag"), requiredText("answer", "Antwoord"), faqLinkField],
  preview: { select: { title: "question" } },
});
