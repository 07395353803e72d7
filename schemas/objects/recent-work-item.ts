import { defineField, defineType } from "sanity";
import { ownWorkField, requiredString, requiredText } from "../fields.ts";

/** A photo either uploaded in the Studio (`image`) or shipped with the site under /public (`src`). */
const photoFields = [
  defineField({ name: "image", title: "Foto", type: "image", options: { hotspot: true } }),
  defineField({
    name: "src",
    title: "Foto uit de website (pad)",
    description: "Alleen voor meegeleverde foto's, bijvoorbeeld /images/projects/after-1.jpg.",
    type: "string",
    validation: (rule) =>
      rule.custom((src, context) => {
        const parent = context.parent as { image?: unknown } | undefined;
        if (!src && !parent?.image) return "Upload een foto of vul een pad in.";
        if (src && !/^\/images\/[a-z0-9/_-]+\.(jpg|jpeg|png|webp)$/.test(src))
          return "Gebruik een pad als /images/map/naam.jpg.";
        return true;
      }),
  }),
  requiredString("alt", "Beschrijving voor schermlezers"),
];

export const recentWorkItem = defineType({
  name: "recentWorkItem",
  title: "Recent werk",
  type: "object",
  fields: [
    requiredString("title", "Titel"),
    requiredText("caption", "Onderschrift"),
    ...photoFields,
    ownWorkField(
      "Echte klus van ons",
      "Aanzetten als foto en onderschrift over een klus gaan die jullie zelf hebben gedaan, met een foto die je hier hebt geüpload. Zolang dit uit staat, staat er op de site een label ‘voorbeeld’ bij en staat het op de lijst voor livegang.",
      { uploadRequired: true },
    ),
  ],
});
