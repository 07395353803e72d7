import { defineType } from "sanity";
import { requiredString, requiredText, reviewSourceFields } from "../fields.ts";

export const customerQuote = defineType({
  name: "customerQuote",
  title: "Klantcitaat",
  type: "object",
  fields: [
    requiredText("quote", "Citaat"),
    requiredString("name", "Naam", "Voornaam en initiaal, bijvoorbeeld: Marieke v. D."),
    requiredString("place", "Wijk en plaats"),
    ...reviewSourceFields,
  ],
});
