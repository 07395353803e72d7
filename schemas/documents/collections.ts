import { defineField, defineType } from "sanity";
import {
  navigationLabelField,
  ownWorkField,
  requiredString,
  requiredText,
  reviewSourceFields,
  seoFields,
  slugField,
  stringList,
} from "../fields.ts";
import { faqLinkField } from "../objects/index.ts";
import { priceItem } from "./price-item.ts";

const orderField = defineField({
  name: "order",
  title: "Volgorde",
  type: "number",
  validation: (r) => r.required().integer().min(1).error("Geef een volgnummer vanaf 1."),
});

export const article = defineType({
  name: "article",
  title: "Artikel",
  type: "document",
  fields: [
    requiredString("title", "Titel"),
    slugField("title"),
    orderField,
    requiredString("category", "Categorie"),
    defineField({
      name: "readTime",
      title: "Leestijd (minuten)",
      type: "number",
      validation: (r) => r.required().integer().min(1),
    }),
    requiredText("excerpt", "Samenvatting"),
    defineField({ name: "publishedAt", title: "Gepubliceerd op", type: "date", validation: (r) => r.required() }),
    seoFields[1]!,
    defineField({
      name: "body",
      title: "Tekst",
      type: "blockContent",
      validation: (r) => r.required().error("Een artikel heeft tekst nodig."),
    }),
  ],
  orderings: [{ title: "Volgorde", name: "order", by: [{ field: "order", direction: "asc" }] }],
  preview: { select: { title: "title", subtitle: "category" } },
});

export const service = defineType({
  name: "service",
  title: "Dienst",
  type: "document",
  fields: [
    requiredString("title", "Titel"),
    slugField("title"),
    orderField,
    defineField({
      name: "icon",
      title: "Pictogram",
      type: "string",
      options: {
        list: [
          { title: "Vergrootglas", value: "search" },
          { title: "Alarm", value: "alert" },
          { title: "Moersleutel", value: "wrench" },
          { title: "Huis", value: "home" },
        ],
      },
      validation: (r) => r.required(),
    }),
    requiredText("summary", "Korte omschrijving"),
    requiredText("body", "Uitleg"),
    stringList("points", "Kenmerken"),
    defineField({
      name: "price",
      title: "Beginprijs op de homepagina (optioneel)",
      description:
        "De prijs uit de prijslijst waarmee deze dienst meestal begint; de kaart op de homepagina toont ‘vanaf …, incl. btw’.",
      type: "reference",
      to: [{ type: "priceItem" }],
    }),
  ],
  orderings: [{ title: "Volgorde", name: "order", by: [{ field: "order", direction: "asc" }] }],
});

export const tip = defineType({
  name: "tip",
  title: "Tip",
  type: "document",
  fields: [
    requiredString("title", "Titel"),
    requiredText("content", "Tekst"),
    requiredString("action", "Knoptekst"),
    defineField({
      name: "article",
      title: "Artikel bij deze tip",
      description: "Het artikel dat de knop opent.",
      type: "reference",
      to: [{ type: "article" }],
      validation: (r) => r.required().error("Kies het artikel dat bij deze tip hoort."),
    }),
    defineField({
      name: "priority",
      title: "Prioriteit",
      description: "Hoe snel je erbij moet zijn: hoog, gemiddeld of laag.",
      type: "string",
      options: { list: ["Hoog", "Gemiddeld", "Laag"] },
      validation: (r) => r.required(),
    }),
    defineField({
      name: "season",
      title: "Seizoen (optioneel)",
      description: "Voor een tip die bij een seizoen hoort; staat als eigen label naast de prioriteit.",
      type: "string",
      options: { list: ["lente", "zomer", "herfst", "winter"] },
    }),
    orderField,
  ],
});

export const seasonalTip = defineType({
  name: "seasonalTip",
  title: "Seizoenstip",
  type: "document",
  fields: [
    defineField({
      name: "season",
      title: "Seizoen",
      type: "string",
      options: { list: ["lente", "zomer", "herfst", "winter"] },
      validation: (r) => r.required(),
    }),
    requiredString("title", "Titel"),
    orderField,
    stringList("items", "Klussen"),
  ],
});

export const testimonial = defineType({
  name: "testimonial",
  title: "Klantervaring",
  type: "document",
  fields: [
    requiredString("name", "Naam"),
    requiredString("place", "Plaats"),
    requiredText("quote", "Citaat"),
    requiredString("service", "Dienst"),
    ...reviewSourceFields,
  ],
  preview: { select: { title: "name", subtitle: "source" } },
});

const photo = (name: string, title: string) =>
  defineField({
    name,
    title,
    type: "object",
    validation: (r) => r.required(),
    fields: [
      defineField({ name: "image", title: "Foto", type: "image", options: { hotspot: true } }),
      defineField({
        name: "src",
        title: "Foto uit de website (pad)",
        type: "string",
        validation: (rule) =>
          rule.custom((src, context) =>
            src || (context.parent as { image?: unknown } | undefined)?.image
              ? true
              : "Upload een foto of vul een pad in.",
          ),
      }),
      requiredString("alt", "Beschrijving voor schermlezers"),
    ],
  });

export const projectPhoto = defineType({
  name: "projectPhoto",
  title: "Project (voor en na)",
  type: "document",
  fields: [
    requiredString("title", "Titel"),
    requiredText("caption", "Onderschrift"),
    defineField({ name: "town", title: "Plaats", type: "reference", to: [{ type: "town" }] }),
    orderField,
    photo("before", "Voor"),
    photo("after", "Na"),
    ownWorkField(
      "Echte klus van ons",
      "Aanzetten als de foto’s en het onderschrift over een klus gaan die jullie zelf hebben gedaan, met foto’s die je hier hebt geüpload. Zolang dit uit staat, staat er op de site een label ‘voorbeeld’ bij (Bedrijfsgegevens → Reviews en voorbeelden) en staat het project op de lijst voor livegang.",
      { uploadRequired: true },
    ),
  ],
  preview: {
    select: { title: "title", ownWork: "ownWork" },
    prepare: ({ title, ownWork }) => ({ title, subtitle: ownWork ? "Echte klus" : "Voorbeeld" }),
  },
});

export const faq = defineType({
  name: "faq",
  title: "Veelgestelde vraag",
  type: "document",
  fields: [requiredString("question", "Vraag"), requiredText("answer", "Antwoord"), faqLinkField, orderField],
  preview: { select: { title: "question" } },
});

export const legalPage = defineType({
  name: "legalPage",
  title: "Juridische pagina",
  type: "document",
  fields: [
    requiredString("title", "Titel"),
    slugField("title"),
    navigationLabelField,
    defineField({ name: "updatedAt", title: "Laatst bijgewerkt", type: "date", validation: (r) => r.required() }),
    ...seoFields,
    requiredText("intro", "Inleiding"),
    defineField({
      name: "summary",
      title: "In het kort",
      description: "De belangrijkste punten in gewone taal, boven de artikelen.",
      type: "object",
      fields: [requiredString("heading", "Kop", "Bijvoorbeeld: In het kort"), stringList("points", "Punten")],
    }),
    defineField({
      name: "sections",
      title: "Artikelen",
      type: "array",
      of: [{ type: "legalSection" }],
      validation: (r) => r.required().min(1),
    }),
  ],
});

export const collectionTypes = [
  article,
  service,
  tip,
  seasonalTip,
  testimonial,
  projectPhoto,
  faq,
  legalPage,
  priceItem,
];
