import { defineField } from "sanity";
import { requiredObject, requiredString } from "../../fields.ts";

/** The leads group: the replies behind the buttons at a lead, and the conversion reported to Google Ads. */
export const leadHandling = requiredObject(
  "leadHandling",
  "Aanvragen beantwoorden",
  [
    requiredString(
      "whatsappReply",
      "WhatsApp-antwoord op een aanvraag",
      "{naam} wordt de naam van de aanvrager, {datum} de dag van de aanvraag, {company} de bedrijfsnaam.",
    ),
    requiredString("emailSubject", "Onderwerp van een e-mailantwoord", "Dezelfde invulwoorden als hierboven."),
    requiredString(
      "adsConversionName",
      "Naam van de conversie in Google Ads",
      "Precies zoals de conversieactie in Google Ads heet, bijvoorbeeld: Opdracht binnen",
    ),
    defineField({
      name: "adsConversionValue",
      title: "Waarde van een opdracht voor Google Ads (euro)",
      description: "Een gemiddelde opdrachtwaarde; Google Ads gebruikt die om campagnes te vergelijken.",
      type: "number",
      validation: (rule) => rule.required().min(0).precision(2),
    }),
  ],
  {
    description: "Voor het beheer: de berichten achter de knoppen bij een aanvraag en de conversie voor Google Ads.",
    group: "leads",
  },
);
