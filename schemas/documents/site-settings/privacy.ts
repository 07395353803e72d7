import { defineField } from "sanity";
import { requiredObject, requiredString, requiredText } from "../../fields.ts";

/** The statistics group (Privacy en cookies): Tag Manager, the consent banner and the line under every form. */
export const gtmId = defineField({
  name: "gtmId",
  title: "Google Tag Manager-ID (optioneel)",
  description: "Bijvoorbeeld GTM-ABC1234. Leeg laten: geen Tag Manager en geen cookiebanner.",
  type: "string",
  group: "statistics",
  validation: (rule) => rule.regex(/^GTM-[A-Z0-9]+$/).error("Een Tag Manager-ID ziet eruit als GTM-ABC1234."),
});

export const consent = defineField({
  name: "consent",
  title: "Cookiemelding",
  description:
    "Alleen te zien met een Tag Manager-ID: twee aparte keuzes (statistieken en advertentiemeting), drie knoppen die even zwaar wegen, en de link onderaan elke pagina.",
  type: "object",
  group: "statistics",
  validation: (r) => r.required(),
  fields: [
    requiredText(
      "question",
      "Vraag",
      "Zeg in gewone woorden wat er gebeurt en dat de site zonder toestemming gewoon werkt.",
    ),
    requiredObject("statistics", "Keuze 1: statistieken", [
      requiredString("label", "Naam", "Bijvoorbeeld: Statistieken (Google Analytics)"),
      requiredText("text", "Uitleg", "Wat we meten en wat Google daarvoor krijgt."),
    ]),
    requiredObject("ads", "Keuze 2: advertentiemeting", [
      requiredString("label", "Naam", "Bijvoorbeeld: Advertentiemeting (Google Ads)"),
      requiredText("text", "Uitleg", "Dat we de advertentieklik bij een aanvraag bewaren en aan Google melden."),
    ]),
    requiredString("accept", "Knop: alles toestaan"),
    requiredString("save", "Knop: keuze opslaan", "Slaat op wat de bezoeker heeft aangevinkt."),
    requiredString("decline", "Knop: alles weigeren"),
    requiredString("privacyLink", "Link naar het privacybeleid"),
    requiredString("name", "Naam van de melding (voor schermlezers)"),
    requiredString("settingsLink", "Link onderaan elke pagina om te kiezen"),
    requiredString(
      "withdrawLink",
      "Link onderaan elke pagina na toestemming",
      "Eén klik trekt alle toestemming in. Bijvoorbeeld: Toestemming intrekken",
    ),
  ],
});

export const formNotice = requiredObject(
  "formNotice",
  "Regel onder elk formulier",
  [
    requiredString(
      "text",
      "Tekst",
      "Noem elk gebruik uit het privacybeleid. Bijvoorbeeld: We gebruiken je gegevens voor je aanvraag en, als het een opdracht wordt, voor het werk, de factuur en de garantie.",
    ),
    requiredString("link", "Woorden van de link", "Bijvoorbeeld: Privacybeleid"),
  ],
  {
    description: "Staat onder de verzendknop van elk aanvraagformulier, met een link naar het privacybeleid.",
    group: "statistics",
  },
);
