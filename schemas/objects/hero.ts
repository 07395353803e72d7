import { defineField, defineType } from "sanity";
import { requiredString, requiredText } from "../fields";

export const hero = defineType({
  name: "hero",
  title: "Hero",
  type: "object",
  fields: [
    defineField({ name: "eyebrow", title: "Regel boven de kop", type: "string" }),
    requiredString("heading", "Kop (h1)"),
    requiredText("intro", "Introductie"),
  ],
});
