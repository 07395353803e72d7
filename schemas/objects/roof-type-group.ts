import { defineType } from "sanity";
import { requiredString, requiredText, stringList } from "../fields.ts";

export const roofTypeGroup = defineType({
  name: "roofTypeGroup",
  title: "Soort dak",
  type: "object",
  fields: [requiredString("title", "Titel"), requiredText("text", "Tekst"), stringList("items", "Onderdelen")],
});
