import { defineField, defineType } from "sanity";
import { requiredString } from "../fields.ts";

/**
 * The lists of the request forms' fields, required and optional, as the forms ask them: the site writes them from
 * the forms themselves (lib/forms/contract.ts), so the policy cannot drift from the forms. The editor writes only the
 * words around them.
 */
export const formFieldList = defineType({
  name: "formFieldList",
  title: "Velden van de formulieren (automatisch)",
  type: "object",
  fields: [
    defineField({
      name: "forms",
      title: "Namen van de formulieren",
      type: "object",
      validation: (r) => r.required(),
      fields: [
        requiredString("full", "Het offerteformulier", "Bijvoorbeeld: Offerteformulier (op Offerte aanvragen)"),
        requiredString("minimal", "Het korte formulier", "Bijvoorbeeld: Bel mij terug (homepagina en plaatspagina’s)"),
        requiredString("storm", "Het stormschadeformulier"),
        requiredString(
          "message",
          "Het berichtformulier",
          "Bijvoorbeeld: Berichtformulier ‘Stuur ons een bericht’ (op Contact en de homepagina)",
        ),
      ],
    }),
    requiredString("required", "Kop boven de verplichte velden", "Bijvoorbeeld: Verplicht"),
    requiredString("optional", "Kop boven de velden die leeg mogen blijven", "Bijvoorbeeld: Mag je leeg laten"),
  ],
  preview: { prepare: () => ({ title: "Velden van de formulieren (de site vult ze zelf in)" }) },
});
