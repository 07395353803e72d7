import { defineField, defineType } from "sanity";
import { requiredString } from "../fields.ts";

/** A link to a page of this site with its own words; the dataset check makes sure that page exists. */
export const pageLink = defineType({
  name: "pageLink",
  title: "Link naar een pagina",
  type: "object",
  fields: [
    requiredString("text", "Linktekst", "Zeg waar de link heen gaat, bijvoorbeeld: Reken uit wat jouw reparatie kost"),
    defineField({
      name: "href",
      title: "Pagina",
      description: "Het adres op deze site, bijvoorbeeld /kosten-dakreparatie.",
      type: "string",
      validation: (rule) =>
        rule
          .required()
          .regex(/^\/[a-z0-9/-]*(\?[a-z0-9=&-]*)?(#[a-z0-9-]+)?$/)
          .error("Vul een adres op deze site in, bijvoorbeeld /kosten-dakreparatie."),
    }),
  ],
});
