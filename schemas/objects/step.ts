import { defineType } from "sanity";
import { requiredString, requiredText } from "../fields.ts";

export const step = defineType({
  name: "step",
  title: "Stap",
  type: "object",
  fields: [requiredString("title", "Titel"), requiredText("text", "Tekst")],
});
