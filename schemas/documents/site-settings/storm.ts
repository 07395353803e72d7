import { defineField } from "sanity";
import { neededWhile, requiredObject, requiredString, requiredText } from "../../fields.ts";

/** The storm group: what every page says, and promises, while storm mode is on. */
export const stormMode = defineField({
  name: "stormMode",
  title: "Stormmodus",
  description:
    "Na een storm: elke pagina toont dan een stormmelding onder de bovenbalk (de spoedmelding blijft dan weg: de stormmelding zegt het al), de beloftes op alle pagina's zeggen wat je hieronder bij 'Beloftes tijdens de storm' invult, en aanvragen worden als storm gemarkeerd. Op de eindtijd gaat de site vanzelf terug naar normaal.",
  type: "object",
  group: "storm",
  validation: (r) => r.required(),
  fields: [
    defineField({ name: "active", title: "Stormmodus aan", type: "boolean", initialValue: false }),
    requiredString("headline", "Kop", "Bijvoorbeeld: Stormschade na storm Ciarán"),
    requiredString(
      "message",
      "Korte tekst",
      "Bijvoorbeeld: We werken door tot zondag 20:00. Bel of app bij lekkage; meld andere schade met het formulier.",
    ),
    defineField({
      name: "endsAt",
      title: "Eindtijd",
      description: "Daarna verdwijnt de stormmelding vanzelf, binnen een minuut.",
      type: "datetime",
      validation: (rule) => rule.custom(neededWhile("active", "Geef een eindtijd op zolang de stormmodus aan staat.")),
    }),
    requiredString("whatsappMessage", "Vooraf ingevuld WhatsApp-bericht bij storm"),
    requiredObject(
      "promiseWords",
      "Beloftes tijdens de storm",
      [
        requiredString(
          "acuteArrival",
          "Water binnen: wanneer we er zijn",
          "Staat waar anders 'meestal binnen 4 uur' staat: 'Dan zijn we er …'. Bijvoorbeeld: zo snel als we kunnen",
        ),
        requiredString(
          "repairArrival",
          "Geen water binnen: wanneer we komen",
          "Staat waar anders 'op werkdagen meestal binnen 24 uur' staat: 'Dan zijn we … bij je'. Bijvoorbeeld: na de spoedgevallen",
        ),
        requiredString(
          "callback",
          "Terugbellen na een app, voicemail of formulier",
          "Staat waar anders 'meestal binnen een uur' staat: 'dan bellen we je … terug'. Bijvoorbeeld: zo snel als we kunnen",
        ),
        requiredString(
          "definitiveRepair",
          "Definitieve reparatie na de noodreparatie",
          "Staat waar anders 'meestal binnen 3 werkdagen' staat: 'dan de definitieve reparatie …'. Bijvoorbeeld: zodra het weer en de drukte het toelaten",
        ),
        requiredText(
          "callbackRule",
          "Zin over terugbellen onder de formulieren",
          "Eén of twee zinnen in plaats van de gewone regel over terugbellen binnen en buiten kantoortijden.",
        ),
      ],
      {
        description:
          "Zolang de stormmodus aan staat, zeggen alle pagina's dit in plaats van de gewone beloftes. Schrijf het zo dat het in de zin past.",
      },
    ),
  ],
});
