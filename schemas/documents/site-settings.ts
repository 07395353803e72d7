import { defineArrayMember, defineField, defineType } from "sanity";
import { isDutchVatId, isKvkNumber } from "../../lib/content/company-ids.ts";
import { daysOf, minutesOf, periodProblem, type WeeklyHours, weekdays } from "../../lib/content/office-hours.ts";
import { requiredObject, requiredString, requiredText, wholeNumber } from "../fields.ts";

const dayOptions = { list: weekdays.map(({ value, title }) => ({ value, title })), layout: "dropdown" as const };

/** A time such as 08:00; closing may be 24:00. */
const clockTime = (name: string, title: string, hidden?: (parent: { closed?: boolean }) => boolean) =>
  defineField({
    name,
    title,
    description: "Bijvoorbeeld 08:00.",
    type: "string",
    hidden: hidden && (({ parent }) => hidden(parent ?? {})),
    validation: (rule) =>
      // Required for a line of the week; for a listed date only when it is not closed (checked below).
      (hidden ? rule : rule.required()).custom((time: string | undefined, context) => {
        const parent = (context.parent ?? {}) as { opens?: string; closed?: boolean };
        if (hidden?.(parent)) return true;
        if (!time) return `Vul "${title}" in.`;
        if (minutesOf(time, { closing: name === "closes" }) === null)
          return "Een tijd zoals 08:00 (dicht ook om 24:00).";
        // The order is judged once, at the closing time, when the opening time is itself valid.
        return name === "closes" && minutesOf(parent.opens) !== null
          ? (periodProblem(parent.opens, time) ?? true)
          : true;
      }),
  });

/** One line of the office's week: a day or a range of days with its hours. */
const officeHoursLine = defineArrayMember({
  name: "officeHoursLine",
  title: "Dagen en tijden",
  type: "object",
  fields: [
    defineField({
      name: "from",
      title: "Dag (of eerste dag)",
      type: "string",
      options: dayOptions,
      validation: (rule) => rule.required().error("Kies een dag."),
    }),
    defineField({
      name: "to",
      title: "t/m (laatste dag, leeg voor één dag)",
      type: "string",
      options: dayOptions,
      validation: (rule) =>
        rule.custom((to: string | undefined, context) => {
          const from = (context.parent as { from?: string } | undefined)?.from;
          return !to || !from || daysOf({ from, to }).length > 0 ? true : "De laatste dag komt na de eerste.";
        }),
    }),
    clockTime("opens", "Open vanaf"),
    clockTime("closes", "Dicht om"),
  ],
  preview: {
    select: { from: "from", to: "to", opens: "opens", closes: "closes" },
    prepare: ({ from, to, opens, closes }) => ({
      title: [from, to]
        .filter(Boolean)
        .map((day) => weekdays.find((d) => d.value === day)?.title ?? day)
        .join(" t/m "),
      subtitle: `${opens ?? "?"}–${closes ?? "?"}`,
    }),
  },
});

/** A date or run of dates with other hours than the week's: closed, or open at other times. */
const officeHoursException = defineArrayMember({
  name: "officeHoursException",
  title: "Andere tijden",
  type: "object",
  fields: [
    requiredString("label", "Waarom", "Bijvoorbeeld: Bouwvak of Kerstvakantie."),
    defineField({
      name: "from",
      title: "Datum (of eerste dag)",
      type: "date",
      validation: (rule) => rule.required().error("Kies een datum."),
    }),
    defineField({
      name: "to",
      title: "t/m (laatste dag, leeg voor één dag)",
      type: "date",
      validation: (rule) =>
        rule.custom((to: string | undefined, context) => {
          const from = (context.parent as { from?: string } | undefined)?.from;
          return !to || !from || to >= from ? true : "De laatste dag ligt na de eerste.";
        }),
    }),
    defineField({ name: "closed", title: "Gesloten", type: "boolean", initialValue: true }),
    clockTime("opens", "Open vanaf", (parent) => parent.closed !== false),
    clockTime("closes", "Dicht om", (parent) => parent.closed !== false),
  ],
  preview: {
    select: { title: "label", from: "from", to: "to", closed: "closed" },
    prepare: ({ title, from, to, closed }) => ({
      title,
      subtitle: `${[from, to].filter(Boolean).join(" t/m ")}${closed === false ? "" : " · gesloten"}`,
    }),
  },
});

/** An internal address that a trust item links to, as in the `pageLink` type. */
const internalHref = defineField({
  name: "href",
  title: "Link (optioneel)",
  description: "Een pagina op deze site waar het punt wordt uitgelegd, bijvoorbeeld /garantievoorwaarden.",
  type: "string",
  validation: (rule) =>
    rule
      .regex(/^\/[a-z0-9/-]*(#[a-z0-9-]+)?$/)
      .error("Vul een adres op deze site in, bijvoorbeeld /garantievoorwaarden."),
});

/** The icons a trust item may carry (components/sections/trust-bar.tsx draws them). */
export const trustIcons = [
  { value: "workshop", title: "Werkplaats" },
  { value: "warranty", title: "Garantie" },
  { value: "price", title: "Prijs" },
  { value: "company", title: "Bedrijf (KvK)" },
] as const;

/** One point of the trust bar under every hero: a short fact that can be checked, with where to check it. */
const trustItem = defineArrayMember({
  name: "trustItem",
  title: "Punt",
  type: "object",
  fields: [
    defineField({
      name: "icon",
      title: "Icoon",
      type: "string",
      options: { list: trustIcons.map(({ value, title }) => ({ value, title })), layout: "radio" },
      validation: (rule) => rule.required().error("Kies een icoon."),
    }),
    requiredString("title", "Kop", "Kort, bijvoorbeeld: Werkplaats in {base} of {warranty} garantie"),
    requiredString("text", "Regel eronder", "Bijvoorbeeld: {street} · geen callcenter"),
    internalHref,
  ],
  preview: { select: { title: "title", subtitle: "text" } },
});

/**
 * A photo the owner uploads (of the team, of the bus), and the labelled illustration the site shows until then: the
 * site never passes an illustration or a stock photo off as its own people or work.
 */
const photoWithStandIn = (name: string, title: string, description: string) =>
  defineField({
    name,
    title,
    description,
    type: "object",
    validation: (rule) => rule.required(),
    fields: [
      defineField({
        name: "image",
        title: "Foto (eigen foto, geen stockfoto)",
        description:
          "Zolang hier geen foto staat, toont de site een illustratie met het label uit ‘Labels bij voorbeelden’.",
        type: "image",
        options: { hotspot: true },
      }),
      defineField({
        name: "alt",
        title: "Beschrijving van de foto (voor wie hem niet ziet)",
        type: "string",
        validation: (rule) =>
          rule.custom((alt, context) =>
            (context.parent as { image?: unknown } | undefined)?.image && !alt
              ? "Beschrijf wat er op de foto staat."
              : true,
          ),
      }),
      requiredString("caption", "Onderschrift"),
      requiredString(
        "standInAlt",
        "Beschrijving van de illustratie (zolang er geen foto is)",
        "Zeg dat het een illustratie is en wat je ziet, bijvoorbeeld: Illustratie van twee dakdekkers met valbeveiliging.",
      ),
    ],
  });

/** Company facts, claims and contact details. One document; every page shows parts of it. */
export const siteSettings = defineType({
  name: "siteSettings",
  title: "Bedrijfsgegevens",
  type: "document",
  groups: [
    { name: "contact", title: "Contact", default: true },
    { name: "claims", title: "Beloftes en cijfers" },
    { name: "proof", title: "Reviews en voorbeelden" },
    { name: "trust", title: "Vertrouwen en foto’s" },
    { name: "whatsapp", title: "WhatsApp-berichten" },
    { name: "leads", title: "Aanvragen beantwoorden" },
    { name: "storm", title: "Stormmodus" },
    { name: "statistics", title: "Privacy en cookies" },
  ],
  fields: [
    requiredString("companyName", "Bedrijfsnaam"),
    requiredString("tagline", "Korte omschrijving"),
    requiredString(
      "defaultTitleSuffix",
      "Titel in zoekresultaten na de bedrijfsnaam",
      "Voor pagina's zonder eigen titel: 'Bedrijfsnaam – dit'. Bijvoorbeeld: dakdekker in Noord-Brabant",
    ),
    defineField({
      name: "phone",
      title: "Telefoon",
      type: "phoneNumber",
      group: "contact",
      validation: (r) => r.required(),
    }),
    requiredObject(
      "whatsapp",
      "WhatsApp",
      [
        defineField({
          name: "number",
          title: "Nummer met landcode, zonder + of spaties",
          type: "string",
          validation: (rule) =>
            rule
              .required()
              .regex(/^\d{10,15}$/)
              .error("Bijvoorbeeld 31612345678: landcode en nummer, alleen cijfers."),
        }),
        requiredString("display", "Zoals getoond"),
      ],
      { group: "contact" },
    ),
    requiredObject(
      "contactButtons",
      "Contactknoppen",
      [
        requiredString("call", "Belknop", "{phone} wordt het telefoonnummer. Bijvoorbeeld: Bel {phone}"),
        requiredString("whatsapp", "WhatsApp-knop", "Bijvoorbeeld: WhatsApp ons"),
        requiredString("quote", "Offerteknop", "Bijvoorbeeld: Gratis offerte"),
      ],
      { description: "De woorden op de bel-, WhatsApp- en offerteknoppen, op elke pagina gelijk.", group: "contact" },
    ),
    defineField({
      name: "email",
      title: "E-mailadres",
      type: "string",
      group: "contact",
      validation: (rule) => rule.required().email().error("Vul een geldig e-mailadres in."),
    }),
    requiredObject(
      "address",
      "Adres",
      [
        requiredString("street", "Straat en huisnummer"),
        requiredString("postalCode", "Postcode"),
        requiredString("city", "Plaats"),
        requiredString("region", "Provincie"),
        requiredString("country", "Land (code)", "NL"),
      ],
      { group: "contact" },
    ),
    requiredObject(
      "geo",
      "Ligging (voor Google)",
      [
        defineField({ name: "lat", title: "Breedtegraad", type: "number", validation: (r) => r.required() }),
        defineField({ name: "lng", title: "Lengtegraad", type: "number", validation: (r) => r.required() }),
      ],
      { group: "contact" },
    ),
    defineField({
      name: "legalName",
      title: "Statutaire naam",
      description:
        "De naam zoals die bij de KvK staat, met de rechtsvorm: bijvoorbeeld Brabant Dakzorg B.V. Staat onderaan elke pagina.",
      type: "string",
      group: "contact",
      validation: (rule) => rule.required().error("Vul de naam in zoals die bij de KvK staat."),
    }),
    defineField({
      name: "kvk",
      title: "KvK-nummer",
      description: "Acht cijfers. Staat onderaan elke pagina.",
      type: "string",
      group: "contact",
      validation: (rule) =>
        rule
          .required()
          .custom((kvk: string | undefined) => (isKvkNumber(kvk) ? true : "Een KvK-nummer heeft acht cijfers.")),
    }),
    defineField({
      name: "vatId",
      title: "Btw-identificatienummer",
      description:
        "Het btw-id voor klanten (niet het omzetbelastingnummer), zonder spaties: bijvoorbeeld NL000099998B57. Staat onderaan elke pagina.",
      type: "string",
      group: "contact",
      validation: (rule) =>
        rule
          .required()
          .custom((vatId: string | undefined) =>
            isDutchVatId(vatId) ? true : "Een btw-id is NL, negen cijfers, B en twee cijfers, zonder spaties.",
          ),
    }),
    requiredObject(
      "openingHours",
      "Openingstijden",
      [
        requiredString("emergency", "Spoed", "Een hele regel, bijvoorbeeld: Spoed: dag en nacht bereikbaar"),
        defineField({
          name: "weekly",
          title: "Kantoor",
          description:
            "Per dag of reeks dagen de tijden, zoals maandag t/m vrijdag 08:00–17:00. De site toont ze zo, en het beheer rekent er de reactietijd op aanvragen mee.",
          type: "array",
          of: [officeHoursLine],
          validation: (rule) => [
            rule.required().min(1).error("Geef minstens één dag met openingstijden."),
            rule.custom((lines: WeeklyHours[] | undefined) => {
              const days = (lines ?? []).flatMap((line) => daysOf(line));
              return new Set(days).size === days.length ? true : "Elke dag staat maar op één regel.";
            }),
          ],
        }),
        defineField({
          name: "closedOnPublicHolidays",
          title: "Gesloten op feestdagen",
          description:
            "Nieuwjaarsdag, Pasen, Koningsdag, Hemelvaartsdag, Pinksteren en Kerst (en Bevrijdingsdag eens in de vijf jaar, zoals in de cao). De data rekent de site zelf uit.",
          type: "boolean",
          initialValue: true,
        }),
        defineField({
          name: "exceptions",
          title: "Andere tijden op bepaalde dagen",
          description: "Bijvoorbeeld de bouwvak of de kerstvakantie: dicht, of open met andere tijden.",
          type: "array",
          of: [officeHoursException],
        }),
        requiredString("weekend", "Weekend"),
      ],
      { group: "contact" },
    ),
    requiredObject(
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
              .custom((link, context) =>
                !link && (context.parent as { figuresConfirmed?: boolean } | undefined)?.figuresConfirmed
                  ? "Bevestigde cijfers hebben een link naar de reviews achter de beoordeling."
                  : true,
              ),
        }),
      ],
      {
        description: "Deze waarden staan op veel pagina's tegelijk. Pas ze hier aan, dan klopt het overal.",
        group: "claims",
      },
    ),
    defineField({
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
    }),
    defineField({
      name: "reviewPolicy",
      title: "Hoe je reviews controleert",
      description:
        "Eén zin onder de klantervaringen, alleen zodra er echte reviews (met platform, datum en link) bij staan: naast voorbeeldcitaten zou hij niet waar zijn. Bijvoorbeeld: We publiceren alleen beoordelingen van klanten voor wie we werk hebben gedaan; controle via onze opdrachtadministratie.",
      type: "text",
      rows: 2,
      group: "proof",
      validation: (rule) => rule.required().error("Zeg in één zin hoe je controleert dat een review van een klant is."),
    }),
    defineField({
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
    }),
    defineField({
      name: "serviceArea",
      title: "Werkgebied",
      description:
        "Binnen deze afstand van de werkplaats rekenen we geen voorrijkosten. Op de site: {serviceArea}, bijvoorbeeld 'binnen 35 km van Veghel'. Elke plaatspagina moet erbinnen liggen.",
      type: "object",
      group: "claims",
      validation: (r) => r.required(),
      fields: [wholeNumber("radiusKm", "Straal in kilometers (over de weg)", "Bijvoorbeeld 35.", 1, 200)],
    }),
    defineField({
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
    }),
    requiredObject(
      "trustBar",
      "Vertrouwensbalk (onder de kop van elke pagina)",
      [
        defineField({
          name: "items",
          title: "Punten",
          description:
            "Twee tot vier feiten die een bezoeker kan nagaan: waar je werkplaats is, de garantie, hoe je prijs werkt, je KvK-nummer. Gebruik {base}, {street}, {warranty}, {kvk} en {legalName}, dan blijft het kloppen als er iets verandert. Een beoordeling komt er vanzelf bij zodra de cijfers kloppen (Beloftes en cijfers).",
          type: "array",
          of: [trustItem],
          validation: (rule) => rule.required().min(2).max(4).error("Twee tot vier punten."),
        }),
      ],
      { group: "trust" },
    ),
    requiredObject(
      "directHelp",
      "Kaart ‘Direct hulp’ (naast de kop op de pagina’s zonder foto)",
      [
        requiredString("heading", "Kop", "Bijvoorbeeld: Direct hulp"),
        requiredText(
          "text",
          "Tekst boven het nummer",
          "Eén zin, bijvoorbeeld: Water binnen? Dan zijn we er {acuteResponseTime}, ook ’s nachts.",
        ),
      ],
      {
        description:
          "Met het telefoonnummer groot, de openingstijden en een WhatsApp-knop. Staat op een computerscherm naast de kop; op een telefoon staat de belknop er al.",
        group: "trust",
      },
    ),
    defineField({
      name: "photos",
      title: "Foto’s van het team en de bus",
      description:
        "Eigen foto’s maken meer vertrouwen dan wat ook. Tot je ze uploadt, staat er een illustratie met het label ‘illustratie’.",
      type: "object",
      group: "trust",
      validation: (rule) => rule.required(),
      fields: [
        photoWithStandIn(
          "team",
          "De eigenaar of het team",
          "Staat naast de kop van de homepagina, Over ons en Onze diensten. Het liefst aan het werk, met valbeveiliging.",
        ),
        photoWithStandIn("van", "De bus bij de werkplaats", "Staat op Over ons, bij ‘Wie komt er bij je langs’."),
      ],
    }),
    requiredObject(
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
    ),
    requiredObject(
      "whatsappMessages",
      "Vooraf ingevulde WhatsApp-berichten",
      [
        requiredString("general", "Algemene vraag"),
        requiredString("leakHelp", "Hulp bij daklekkage"),
        requiredString("urgent", "Spoed"),
        requiredString("quote", "Offerte"),
        requiredString("maintenance", "Dakonderhoud"),
        requiredString("townLeak", "Lekkage in een plaats", "{town} wordt vervangen door de plaatsnaam."),
      ],
      { group: "whatsapp" },
    ),
    defineField({
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
          validation: (rule) =>
            rule.custom((value, context) =>
              (context.parent as { active?: boolean } | undefined)?.active && !value
                ? "Geef een eindtijd op zolang de stormmodus aan staat."
                : true,
            ),
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
    }),
    requiredObject(
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
        description:
          "Voor het beheer: de berichten achter de knoppen bij een aanvraag en de conversie voor Google Ads.",
        group: "leads",
      },
    ),
    defineField({
      name: "gtmId",
      title: "Google Tag Manager-ID (optioneel)",
      description: "Bijvoorbeeld GTM-ABC1234. Leeg laten: geen Tag Manager en geen cookiebanner.",
      type: "string",
      group: "statistics",
      validation: (rule) => rule.regex(/^GTM-[A-Z0-9]+$/).error("Een Tag Manager-ID ziet eruit als GTM-ABC1234."),
    }),
    defineField({
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
    }),
    requiredObject(
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
    ),
  ],
  preview: { prepare: () => ({ title: "Bedrijfsgegevens" }) },
});
