import { defineArrayMember, defineField, defineType } from "sanity";
import { linkAddressProblem } from "../../lib/content-rules/link-address.ts";

/** Rich text for articles and the privacy policy: headings, lists, emphasis, internal links and tables. */
export const blockContent = defineType({
  name: "blockContent",
  title: "Tekst",
  type: "array",
  of: [
    defineArrayMember({
      type: "block",
      styles: [
        { title: "Normaal", value: "normal" },
        { title: "Kop 2", value: "h2" },
        { title: "Kop 3", value: "h3" },
      ],
      lists: [
        { title: "Opsomming", value: "bullet" },
        { title: "Genummerd", value: "number" },
      ],
      marks: {
        decorators: [
          { title: "Vet", value: "strong" },
          { title: "Cursief", value: "em" },
        ],
        annotations: [
          defineArrayMember({
            name: "link",
            title: "Link",
            type: "object",
            fields: [
              defineField({
                name: "href",
                title: "Adres",
                type: "url",
                description:
                  "Een pagina op deze site begint met /, bijvoorbeeld /offerte-aanvragen; een andere site met https://.",
                validation: (rule) => [
                  rule
                    .required()
                    .uri({ allowRelative: true, scheme: ["https", "http", "tel", "mailto"] })
                    .error("Vul een geldig adres in, bijvoorbeeld /offerte-aanvragen."),
                  rule.custom((href) => (typeof href === "string" && linkAddressProblem(href)) || true),
                ],
              }),
            ],
          }),
        ],
      },
    }),
    defineArrayMember({ type: "table" }),
    defineArrayMember({ type: "caseStudy" }),
  ],
});
