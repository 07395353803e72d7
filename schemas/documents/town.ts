import { defineArrayMember, defineField, defineType } from "sanity";
import { townDistanceProblems } from "../../lib/content-rules/town-area.ts";
import { datasetFacts } from "../content-rules.ts";
import { requiredString, requiredText, seoFields, slugField } from "../fields.ts";

/** A town landing page, served at /dakdekker-{slug}. */
export const town = defineType({
  name: "town",
  title: "Plaats",
  type: "document",
  // A new town opens on its name, address and place on the map: the facts every other tab's words rely on.
  groups: [
    { name: "place", title: "Plaats", default: true },
    { name: "content", title: "Tekst" },
    { name: "layout", title: "Opmaak" },
    { name: "seo", title: "SEO" },
  ],
  fields: [
    defineField({ ...requiredString("name", "Naam"), group: "place" }),
    defineField({ ...slugField("name"), group: "place" }),
    defineField({
      name: "aliases",
      title: "Andere adressen",
      description:
        "Andere schrijfwijzen van de plaatsnaam in het adres, bijvoorbeeld sint-michielsgestel naast st-michielsgestel. Ze verwijzen blijvend naar deze pagina.",
      type: "array",
      group: "place",
      of: [
        defineArrayMember({
          type: "string",
          validation: (rule) =>
            rule.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/).error("Alleen kleine letters, cijfers en streepjes."),
        }),
      ],
    }),
    defineField({ ...requiredString("municipality", "Gemeente"), group: "place" }),
    defineField({ ...requiredString("region", "Provincie"), group: "place" }),
    defineField({
      name: "geo",
      title: "Ligging",
      type: "object",
      group: "place",
      validation: (r) => r.required(),
      fields: [
        defineField({ name: "lat", title: "Breedtegraad", type: "number", validation: (r) => r.required() }),
        defineField({ name: "lng", title: "Lengtegraad", type: "number", validation: (r) => r.required() }),
      ],
    }),
    defineField({
      name: "distanceKm",
      title: "Afstand vanaf Veghel (km)",
      group: "place",
      description:
        "Over de weg, tot het midden van de plaats. Hij ligt binnen het werkgebied en past bij de ligging: tussen 0,9 en 1,7 keer de afstand in rechte lijn (plus of min 3 km).",
      type: "number",
      validation: (r) => [
        r.required().min(0),
        r
          .custom(async (distanceKm, context) => {
            const { settings } = await datasetFacts(context);
            const town = { distanceKm, geo: (context.document as { geo?: unknown } | undefined)?.geo };
            const problems = townDistanceProblems(town, settings);
            return problems.length === 0 ? true : problems.join(" ");
          })
          .error(),
      ],
    }),
    defineField({
      name: "driveMinutes",
      title: "Rijtijd vanaf Veghel (minuten)",
      group: "place",
      type: "number",
      validation: (r) => r.required().min(0),
    }),
    defineField({
      ...requiredText("description", "Omschrijving", "Kort, voor Google en gestructureerde data."),
      group: "content",
    }),
    defineField({ ...requiredText("heroIntro", "Introductie bovenaan"), group: "content" }),
    defineField({
      ...requiredText("localInfo", "Lokale dienstverlening", "Alinea's scheiden met een lege regel."),
      group: "content",
    }),
    defineField({
      name: "aiOptimizedContent",
      title: "Extra tekst (optioneel)",
      type: "blockContent",
      group: "content",
    }),
    defineField({
      name: "cityBlock",
      title: "Blok over deze plaats",
      type: "object",
      group: "content",
      validation: (r) => r.required(),
      fields: [
        requiredString("title", "Kop"),
        requiredText("body", "Tekst"),
        defineField({
          name: "neighbourhoods",
          title: "Wijken en kernen",
          type: "array",
          of: [defineArrayMember({ type: "string" })],
          validation: (r) => r.required().min(3).error("Noem minstens drie wijken of kernen."),
        }),
      ],
    }),
    defineField({
      name: "faqs",
      title: "Veelgestelde vragen",
      description:
        "Vijf vragen die mensen in deze plaats echt stellen, over de daken, wijken en het weer hier: niet dezelfde vijf als op de andere plaatspagina's met de plaatsnaam erin. De afstand staat al op de pagina, de plaatsnaam hoeft niet in elke vraag.",
      type: "array",
      group: "content",
      of: [defineArrayMember({ type: "faqItem" })],
      validation: (r) => r.required().length(5).error("Een plaatspagina heeft precies vijf vragen."),
    }),
    defineField({
      name: "quotes",
      title: "Klantcitaten",
      type: "array",
      group: "content",
      of: [defineArrayMember({ type: "customerQuote" })],
    }),
    defineField({
      name: "ownFrame",
      title: "Eigen woorden in het vaste kader (optioneel)",
      description:
        "Elke plaatspagina deelt een kader met de andere (Plaatspagina's). Wat je hier invult, vervangt dat deel voor deze plaats, zodat de pagina over deze plaats gaat en niet op alle andere lijkt. Leeg: de gedeelde tekst.",
      type: "object",
      group: "content",
      options: { collapsible: true, collapsed: true },
      fields: [
        defineField({
          name: "placeLine",
          title: "Plaatsregel naast de tekst",
          description: "Leeg: de plaatsnaam, met de gemeente erbij als die anders heet.",
          type: "string",
        }),
        defineField({
          name: "distanceLine",
          title: "Afstand tot de werkplaats",
          description:
            "Eén zin naast de tekst, in de woorden van deze plaats (de route, het eerste dorp onderweg). Noem de afstand verder alleen nog één keer in de lokale tekst.",
          type: "string",
        }),
        defineField({
          name: "emergencyCards",
          title: "De drie kaarten bij 'Lekkage? Zo helpen we je'",
          description:
            "Precies drie, in deze volgorde: 1. hoe snel we er zijn, 2. wat het kost, 3. hoe je ons bereikt (de iconen horen bij die volgorde).",
          type: "array",
          of: [defineArrayMember({ type: "card" })],
          validation: (rule) =>
            rule.custom((cards) =>
              cards === undefined || cards.length === 0 || cards.length === 3 ? true : "Precies drie kaarten, of geen.",
            ),
        }),
        defineField({
          name: "tips",
          title: "Tips op deze pagina",
          description: "Tot drie tips die hier het meest spelen (goten bij veel bomen, storm in het open land).",
          type: "array",
          of: [defineArrayMember({ type: "reference", to: [{ type: "tip" }] })],
          validation: (rule) => rule.max(3).unique(),
        }),
        defineField({ name: "finalCtaText", title: "Tekst bij de afsluitende oproep", type: "text", rows: 3 }),
      ],
    }),
    defineField({
      name: "heroHeading",
      title: "Eigen kop van de hero (optioneel)",
      description:
        "Leeg: de kop uit Plaatspagina's (gedeelde teksten) voor de gekozen soort hero. Bij 'Eigen opmaak' geldt de kop daar.",
      type: "string",
      group: "layout",
    }),
    defineField({
      name: "heroVariant",
      title: "Soort hero",
      type: "string",
      group: "layout",
      options: {
        list: [
          { title: "Standaard", value: "standard" },
          { title: "Daklekkage (met kort formulier)", value: "leak" },
          { title: "Eigen opmaak", value: "custom" },
        ],
        layout: "radio",
      },
      initialValue: "standard",
      validation: (r) => r.required(),
    }),
    defineField({
      name: "customHero",
      title: "Eigen opmaak",
      type: "object",
      group: "layout",
      hidden: ({ parent }) => (parent as { heroVariant?: string } | undefined)?.heroVariant !== "custom",
      validation: (rule) =>
        rule.custom((value, context) =>
          (context.parent as { heroVariant?: string } | undefined)?.heroVariant === "custom" && !value
            ? "Vul de eigen opmaak in, of kies een andere soort hero."
            : true,
        ),
      fields: [
        requiredString("heading", "Kop"),
        requiredText("subheading", "Ondertitel"),
        defineField({
          name: "steps",
          title: "Zo werken wij",
          type: "array",
          of: [defineArrayMember({ type: "step" })],
          validation: (r) => r.required().length(3).error("Precies drie stappen."),
        }),
        defineField({
          name: "recentWork",
          title: "Recent werk",
          type: "array",
          of: [defineArrayMember({ type: "recentWorkItem" })],
          validation: (r) => r.required().length(3).error("Precies drie foto's."),
        }),
      ],
    }),
    defineField({
      name: "showStats",
      title: "Toon cijfertegels",
      type: "boolean",
      group: "layout",
      initialValue: false,
    }),
    defineField({
      name: "showMobileCall",
      title: "Extra belknop op mobiel",
      type: "boolean",
      group: "layout",
      initialValue: false,
    }),
    defineField({
      name: "hideFooter",
      title: "Verberg de voettekst",
      type: "boolean",
      group: "layout",
      initialValue: false,
    }),
    defineField({
      name: "phoneOverride",
      title: "Afwijkend telefoonnummer (optioneel)",
      description: "Alleen invullen als deze plaats een eigen nummer heeft.",
      type: "phoneNumber",
      group: "layout",
    }),
    ...seoFields.map((field) => ({ ...field, group: "seo" })),
  ],
  orderings: [{ title: "Naam", name: "name", by: [{ field: "name", direction: "asc" }] }],
  preview: { select: { title: "name", subtitle: "municipality" } },
});
