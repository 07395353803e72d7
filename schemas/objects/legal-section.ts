import { defineField, defineType } from "sanity";
import { requiredString } from "../fields.ts";

/** When a legal article applies: always, or only with Google Tag Manager switched on or off in the settings. */
export const legalConditions = [
  { title: "Altijd", value: "always" },
  {
    title: "Alleen als Google Tag Manager aan staat (Bedrijfsgegevens → Statistieken en cookies)",
    value: "tagManagerOn",
  },
  { title: "Alleen als Google Tag Manager uit staat", value: "tagManagerOff" },
] as const;

export const legalSection = defineType({
  name: "legalSection",
  title: "Artikel",
  type: "object",
  fields: [
    requiredString("heading", "Kop"),
    defineField({
      name: "shownWhen",
      title: "Tonen",
      description: "Een beleid beschrijft wat de site echt doet: tekst over Google alleen als Tag Manager aan staat.",
      type: "string",
      options: { list: [...legalConditions], layout: "radio" },
      initialValue: "always",
    }),
    defineField({
      name: "body",
      title: "Tekst",
      type: "legalText",
      validation: (rule) => rule.required().error("Vul de tekst van dit artikel in."),
    }),
    defineField({
      name: "details",
      title: "Details (ingeklapt)",
      description: "Technische details die niet iedereen hoeft te lezen; de lezer klapt ze open.",
      type: "object",
      fields: [
        requiredString("heading", "Kop van de details", "Bijvoorbeeld: Precies wat er in je browser staat"),
        defineField({
          name: "body",
          title: "Tekst",
          type: "blockContent",
          validation: (rule) => rule.required(),
        }),
      ],
    }),
  ],
  preview: { select: { title: "heading", subtitle: "shownWhen" } },
});
