import { defineField, defineType } from "sanity";
import { requiredString, requiredText, slugField, stringList } from "../fields";

/**
 * The units a price is given in. One list: the Studio's options, the price guide's size field and every text that
 * names a price use it.
 */
export const priceUnits = {
  klus: { title: "per klus", sizeLabel: null },
  m2: { title: "per m²", sizeLabel: "m²" },
  m1: { title: "per strekkende meter", sizeLabel: "meter" },
  stuk: { title: "per stuk", sizeLabel: "stuks" },
} as const;
export type PriceUnit = keyof typeof priceUnits;

const euros = (name: string, title: string, description?: string) =>
  defineField({
    name,
    title,
    description,
    type: "number",
    validation: (rule) => rule.required().min(0).precision(2).error(`Vul "${title}" in, in hele euro's of centen.`),
  });

/**
 * One job with its price, incl. btw. The single source of every price on the site: FAQ answers, articles and the
 * price guide read these figures (in text as {prijs:slug}, {vanaf:slug} or {minimum:slug}).
 */
export const priceItem = defineType({
  name: "priceItem",
  title: "Prijs",
  type: "document",
  fields: [
    requiredString("title", "Klus", "Bijvoorbeeld: Dakpannen vervangen"),
    slugField("title"),
    defineField({
      name: "order",
      title: "Volgorde",
      type: "number",
      validation: (r) => r.required().integer().min(1).error("Geef een volgnummer vanaf 1."),
    }),
    defineField({
      name: "unit",
      title: "Eenheid",
      type: "string",
      options: {
        list: Object.entries(priceUnits).map(([value, unit]) => ({ value, title: unit.title })),
        layout: "radio",
      },
      validation: (r) => r.required(),
    }),
    euros("priceLow", "Prijs per eenheid, laag", "Incl. btw."),
    euros("priceHigh", "Prijs per eenheid, hoog", "Incl. btw."),
    euros("minimumCharge", "Minimumbedrag per klus", "Incl. btw. Kleiner werk kost nooit minder dan dit."),
    defineField({
      name: "typicalSize",
      title: "Gebruikelijke omvang",
      description: "Waarmee de prijswijzer begint, in de eenheid hierboven. Niet nodig bij 'per klus'.",
      type: "number",
      validation: (r) => r.min(1),
    }),
    defineField({
      name: "maxSize",
      title: "Grootste omvang in de prijswijzer",
      description: "Groter werk krijgt altijd een offerte op maat.",
      type: "number",
      validation: (r) => r.min(1),
    }),
    requiredText("summary", "Korte uitleg"),
    stringList("included", "Inbegrepen"),
    stringList("moreExpensiveWhen", "Wat het duurder kan maken"),
  ],
  validation: (rule) =>
    rule.custom((doc) => {
      const item = doc as { priceLow?: number; priceHigh?: number } | undefined;
      return item?.priceLow !== undefined && item.priceHigh !== undefined && item.priceLow > item.priceHigh
        ? "De lage prijs is hoger dan de hoge prijs."
        : true;
    }),
  orderings: [{ title: "Volgorde", name: "order", by: [{ field: "order", direction: "asc" }] }],
  preview: { select: { title: "title", subtitle: "unit" } },
});
