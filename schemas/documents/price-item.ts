import { defineField, defineType } from "sanity";
import { priceUnits } from "../../lib/content/price-units.ts";
import { priceCodeUnchanged } from "../content-rules.ts";
import { requiredString, requiredText, slugField, slugRule, stringList } from "../fields.ts";

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
    defineField({
      ...slugField("title"),
      title: "Prijscode",
      description:
        'Hiermee noemen teksten deze prijs, zoals {prijs:dakgoot}: kleine letters, cijfers en streepjes. Na het publiceren verandert hij niet meer, anders tonen die teksten "(prijs op aanvraag)".',
      validation: (rule) => slugRule(rule).custom(priceCodeUnchanged),
    }),
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
    stringList("notIncluded", "Niet inbegrepen"),
    stringList("moreExpensiveWhen", "Wat het duurder kan maken"),
  ],
  validation: (rule) =>
    rule.custom((doc) => {
      const item = doc as
        | { unit?: string; priceLow?: number; priceHigh?: number; typicalSize?: number; maxSize?: number }
        | undefined;
      if (item?.priceLow !== undefined && item.priceHigh !== undefined && item.priceLow > item.priceHigh) {
        return "De lage prijs is hoger dan de hoge prijs.";
      }
      // The price guide needs both sizes to start from and to stop at (see lib/content/price-guide.ts).
      if (item?.unit && item.unit !== "klus" && (item.typicalSize === undefined || item.maxSize === undefined)) {
        return "Vul bij een prijs per m², meter of stuk de gebruikelijke en de grootste omvang in.";
      }
      if (item?.typicalSize !== undefined && item.maxSize !== undefined && item.typicalSize > item.maxSize) {
        return "De gebruikelijke omvang is groter dan de grootste omvang.";
      }
      return true;
    }),
  orderings: [{ title: "Volgorde", name: "order", by: [{ field: "order", direction: "asc" }] }],
  preview: { select: { title: "title", subtitle: "unit" } },
});
