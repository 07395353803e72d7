import { defineField } from "sanity";
import { neededWhile, requiredObject, requiredString, requiredText, wholeNumber } from "../../fields.ts";

/**
 * The claims group (the figures, certificates, service area and promises that many pages repeat) and the proof group
 * (how reviews are checked, and the labels on the samples shipped with the site).
 */
export const claims = requiredObject(
  "claims",
  "Beloftes en cijfers",
  [
    requiredString("warranty", "Garantie", "Bijvoorbeeld: 12,5 jaar"),
    requiredString(
      "sealantWarranty",
      "Garantie op kitwerk",
      "Korter dan op een reparatie: kit droogt in zon en vorst uit. Bijvoorbeeld: 2 jaar. Op de site: {sealantWarranty}.",
    ),
    requiredString("customers", "Tevreden klanten", "Bijvoorbeeld: 500+"),
    requiredString("yearsExperience", "Jaren ervaring", "Bijvoorbeeld: 15+"),
    requiredString("helpedWithin24h", "Binnen 24 uur geholpen", "Bijvoorbeeld: 98%"),
    requiredString("googleRating", "Google-beoordeling", "Bijvoorbeeld: 4,8"),
    defineField({
      name: "labels",
      title: "Onderschriften bij de cijfers",
      type: "object",
      validation: (r) => r.required(),
      fields: [
        requiredString("yearsExperience", "Bij jaren ervaring"),
        requiredString("customers", "Bij tevreden klanten"),
        requiredString("helpedWithin24h", "Bij binnen 24 uur geholpen"),
        requiredString("googleRating", "Bij de Google-beoordeling"),
        requiredString("emergencyService", "Bij 24/7"),
        requiredString("warranty", "Bij de garantie"),
      ],
    }),
    defineField({
      name: "figuresConfirmed",
      title: "Deze cijfers kloppen en kan ik onderbouwen",
      description:
        "Zolang dit uit staat, laat de site de cijfers (klanten, jaren ervaring, binnen 24 uur geholpen, Google-beoordeling) overal weg en staat het op de lijst voor livegang.",
      type: "boolean",
      initialValue: false,
    }),
    defineField({
      name: "ratingLink",
      title: "Link naar de reviews achter de beoordeling",
      description:
        "Bijvoorbeeld je Google-bedrijfsprofiel: de beoordeling op de site linkt ernaartoe, zodat een bezoeker hem kan nalezen.",
      type: "url",
      validation: (rule) =>
        rule
          .uri({ scheme: ["https"] })
          .custom(
            neededWhile(
              "figuresConfirmed",
              "Bevestigde cijfers hebben een link naar de reviews achter de beoordeling.",
            ),
          ),
    }),
  ],
  {
    description: "Deze waarden staan op veel pagina's tegelijk. Pas ze hier aan, dan klopt het overal.",
    group: "claims",
  },
);

export const certificates = defineField({
  name: "certificates",
  title: "Keurmerken en certificaten",
  description: "Alleen echte certificaten met een nummer. De site noemt een keurmerk alleen als het hier staat.",
  type: "array",
  group: "claims",
  of: [
    {
      type: "object",
      name: "certificate",
      title: "Certificaat",
      fields: [
        requiredString("name", "Naam", "Bijvoorbeeld: VCA*"),
        requiredString("issuer", "Uitgegeven door", "De certificerende instelling"),
        requiredString("number", "Certificaatnummer"),
        defineField({ name: "validUntil", title: "Geldig tot", type: "date", validation: (r) => r.required() }),
        defineField({
          name: "url",
          title: "Controleerbaar op (link)",
          description: "De vermelding in het register van de certificerende instelling.",
          type: "url",
          validation: (r) =>
            r
              .required()
              .uri({ scheme: ["https"] })
              .error("Geef de link naar het register."),
        }),
      ],
    },
  ],
});

export const reviewPolicy = defineField({
  name: "reviewPolicy",
  title: "Hoe je reviews controleert",
  description:
    "Eén zin onder de klantervaringen, alleen zodra er echte reviews (met platform, datum en link) bij staan: naast voorbeeldcitaten zou hij niet waar zijn. Bijvoorbeeld: We publiceren alleen beoordelingen van klanten voor wie we werk hebben gedaan; controle via onze opdrachtadministratie.",
  type: "text",
  rows: 2,
  group: "proof",
  validation: (rule) => rule.required().error("Zeg in één zin hoe je controleert dat een review van een klant is."),
});

export const sampleLabels = defineField({
  name: "sampleLabels",
  title: "Labels bij voorbeelden",
  description:
    "Wat met de site is meegeleverd om te laten zien hoe hij eruitziet (voorbeeldcitaten, illustraties, voorbeelden in artikelen) staat er met dit label, tot je het in de Studio als echt markeert. Niet bevestigde cijfers laat de site weg.",
  type: "object",
  group: "proof",
  validation: (r) => r.required(),
  fields: [
    requiredString("review", "Bij een voorbeeldcitaat", "Bijvoorbeeld: Voorbeeld"),
    requiredString(
      "illustration",
      "Bij een illustratie in plaats van een foto van eigen werk",
      "Bijvoorbeeld: Illustratie, geen foto van ons werk",
    ),
    requiredString("caseStudy", "Bij een verzonnen voorbeeld in een artikel", "Bijvoorbeeld: Fictief voorbeeld"),
  ],
});

export const serviceArea = defineField({
  name: "serviceArea",
  title: "Werkgebied",
  description:
    "Binnen deze afstand van de werkplaats rekenen we geen voorrijkosten. Op de site: {serviceArea}, bijvoorbeeld 'binnen 35 km van Veghel'. Elke plaatspagina moet erbinnen liggen.",
  type: "object",
  group: "claims",
  validation: (r) => r.required(),
  fields: [wholeNumber("radiusKm", "Straal in kilometers (over de weg)", "Bijvoorbeeld 35.", 1, 200)],
});

export const promises = defineField({
  name: "promises",
  title: "Beloftes",
  description:
    "Getallen, geen zinnen: elke pagina maakt er dezelfde belofte van (zoals {callbackRule} en {responseTime}), " +
    "altijd als wat meestal gebeurt ('meestal binnen 4 uur'), en het beheer meet je reactietijd aan dezelfde terugbeltijd. " +
    "Na een storm zegt de site wat je bij Stormmodus → Beloftes tijdens de storm invult.",
  type: "object",
  group: "claims",
  validation: (r) => r.required(),
  fields: [
    wholeNumber(
      "callbackMinutes",
      "Terugbellen na een formulier, tijdens kantoortijden (minuten)",
      "Bijvoorbeeld 15. De kantoortijden staan bij Contact → Openingstijden.",
      1,
      24 * 60,
    ),
    defineField({
      name: "callbackNextDayBefore",
      title: "Formulier buiten kantoortijden: de volgende werkdag terugbellen vóór (tijd)",
      description: "Bijvoorbeeld 09:00.",
      type: "string",
      validation: (rule) =>
        rule
          .required()
          .regex(/^([01]?\d|2[0-3]):[0-5]\d$/)
          .error("Een tijd zoals 09:00."),
    }),
    wholeNumber(
      "emergencyCallbackMinutes",
      "Spoedlijn: terugbellen na een app of voicemail, dag en nacht (minuten)",
      "Bijvoorbeeld 60.",
      1,
      24 * 60,
    ),
    wholeNumber(
      "acuteArrivalHours",
      "Acute lekkage (water binnen): ter plaatse binnen (uur), dag en nacht",
      "Bijvoorbeeld 4.",
      1,
      72,
    ),
    wholeNumber(
      "repairArrivalHours",
      "Gewone reparatie: op werkdagen ter plaatse binnen (uur)",
      "Bijvoorbeeld 24.",
      1,
      240,
    ),
    wholeNumber(
      "definitiveRepairWorkdays",
      "Na een noodreparatie: definitief hersteld binnen (werkdagen)",
      "Bijvoorbeeld 3.",
      1,
      60,
    ),
    requiredText(
      "stormNote",
      "Uitzondering na zware storm",
      "Wat er na een zware storm anders gaat, in één of twee zinnen. Zet {stormNote} hooguit één keer op een pagina.",
    ),
  ],
});

export const emergencyPopup = requiredObject(
  "emergencyPopup",
  "Spoedmelding (verschijnt één keer per bezoek, een seconde na het laden; niet tijdens stormmodus)",
  [
    requiredString(
      "heading",
      "Kop",
      "Eén korte regel naast de belknop, in een smalle balk: op een telefoon boven de contactknoppen onderaan, op een computer rechtsonder. Bijvoorbeeld: Daklekkage? Bel ons, dag en nacht.",
    ),
  ],
  {
    description:
      "Een melding van één regel met de belknop. Hij herhaalt de belofte bovenaan de pagina niet: die staat er al.",
    group: "claims",
  },
);
