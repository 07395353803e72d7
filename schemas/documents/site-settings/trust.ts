import { defineArrayMember, defineField } from "sanity";
import { neededWhile, requiredObject, requiredString, requiredText } from "../../fields.ts";

/** The trust group: the bar under every hero, the ‘Direct hulp’ card and the team's own photos. */
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
        validation: (rule) => rule.custom(neededWhile("image", "Beschrijf wat er op de foto staat.")),
      }),
      requiredString("caption", "Onderschrift"),
      requiredString(
        "standInAlt",
        "Beschrijving van de illustratie (zolang er geen foto is)",
        "Zeg dat het een illustratie is en wat je ziet, bijvoorbeeld: Illustratie van twee dakdekkers met valbeveiliging.",
      ),
    ],
  });

export const trustBar = requiredObject(
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
);

export const directHelp = requiredObject(
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
);

export const photos = defineField({
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
});
