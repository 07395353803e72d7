import { defineType } from "sanity";
import { requiredString, requiredText } from "../fields.ts";

/**
 * The words of the page a visitor gets at an address the site does not have (an old link, a typo, a town we do not
 * serve): what happened, the phone number for someone with a leak, and the way on to the main pages and the towns.
 * The lists of pages and towns come from the route list and the town documents.
 */
export const notFoundPage = defineType({
  name: "notFoundPage",
  title: "Pagina niet gevonden (404)",
  type: "document",
  fields: [
    requiredString("title", "Titel in het browsertabblad"),
    requiredString("heading", "Kop"),
    requiredText("text", "Tekst onder de kop"),
    requiredString("callLabel", "Belknop", "Bijvoorbeeld: Lekt je dak? Bel {phone}. {phone} wordt het telefoonnummer."),
    requiredString("pagesHeading", "Kop boven de lijst met pagina’s"),
    requiredString("townsHeading", "Kop boven de lijst met plaatsen"),
  ],
  preview: { prepare: () => ({ title: "Pagina niet gevonden (404)" }) },
});
