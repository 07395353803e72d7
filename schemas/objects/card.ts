import { defineType } from "sanity";
import { pageLinkField, requiredString, requiredText } from "../fields.ts";

export const card = defineType({
  name: "card",
  title: "Kaart",
  type: "object",
  fields: [
    requiredString("title", "Titel"),
    requiredText("text", "Tekst"),
    pageLinkField(
      "Link onder de tekst (optioneel)",
      "Bijvoorbeeld naar /garantievoorwaarden bij een kaart over garantie.",
    ),
  ],
});
