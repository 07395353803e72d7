import { defineArrayMember, defineType } from "sanity";
import { blockContent } from "./block-content.ts";

/** The text of a legal page's article: rich text, plus the forms' field lists. */
export const legalText = defineType({
  name: "legalText",
  title: "Tekst",
  type: "array",
  of: [...blockContent.of, defineArrayMember({ type: "formFieldList" })],
});
