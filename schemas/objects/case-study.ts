import { defineType } from "sanity";
import { ownWorkField, requiredString, requiredText } from "../fields.ts";

/**
 * A worked example in an article ("Repareren: een rijtjeshuis in Uden"). Until the owner marks it as a real job
 * (told with the customer's consent) the page labels it as an invented example.
 */
export const caseStudy = defineType({
  name: "caseStudy",
  title: "Voorbeeld uit de praktijk",
  type: "object",
  fields: [
    requiredString("heading", "Kop"),
    requiredText("text", "Tekst", "Een witregel begint een nieuwe alinea."),
    ownWorkField(
      "Echte klus, verteld met toestemming van de klant",
      "Zolang dit uit staat, staat er op de site een label ‘fictief voorbeeld’ bij (Bedrijfsgegevens → Reviews en voorbeelden) en staat het op de lijst voor livegang.",
    ),
  ],
  preview: {
    select: { title: "heading", ownWork: "ownWork" },
    prepare: ({ title, ownWork }) => ({ title, subtitle: ownWork ? "Echte klus" : "Fictief voorbeeld" }),
  },
});
