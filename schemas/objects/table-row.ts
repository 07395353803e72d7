import { defineType } from "sanity";
import { stringList } from "../fields.ts";

export const tableRow = defineType({
  name: "tableRow",
  title: "Rij",
  type: "object",
  fields: [stringList("cells", "Cellen")],
});
