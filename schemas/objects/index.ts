import { defineArrayMember, defineField, defineType } from "sanity";
import { ownWorkField, pageLinkField, requiredString, requiredText, reviewSourceFields, stringList } from "../fields";

export const hero = defineType({
  name: "hero",
  title: "Hero",
  type: "object",
  fields: [
    defineField({ name: "eyebrow", title: "Regel boven de kop", type: "string" }),
    requiredString("heading", "Kop (h1)"),
    requiredText("intro", "Introductie"),
  ],
});

export const card = defineType({
  name: "card",
  title: "Kaart",
  type: "object",
  fields: [
    requiredString("title", "Titel"),
    requiredText("text", "Tekst"),
    pageLinkField(
      "Link onder de tekst (optioneel)",
      "Bijvoorbeeld naar /garantievoorwaarden bij een kaart over garantie.",
    ),
  ],
});

/** A link to a page of this site with its own words; the dataset check makes sure that page exists. */
export const pageLink = defineType({
  name: "pageLink",
  title: "Link naar een pagina",
  type: "object",
  fields: [
    requiredString("text", "Linktekst", "Zeg waar de link heen gaat, bijvoorbeeld: Reken uit wat jouw reparatie kost"),
    defineField({
      name: "href",
      title: "Pagina",
      description: "Het adres op deze site, bijvoorbeeld /kosten-dakreparatie.",
      type: "string",
      validation: (rule) =>
        rule
          .required()
          .regex(/^\/[a-z0-9/-]*(\?[a-z0-9=&-]*)?(#[a-z0-9-]+)?$/)
          .error("Vul een adres op deze site in, bijvoorbeeld /kosten-dakreparatie."),
    }),
  ],
});

/** Optional: a link under an FAQ answer, e.g. from a question about costs to the price guide. */
export const faqLinkField = pageLinkField(
  "Link onder het antwoord (optioneel)",
  "Bijvoorbeeld naar /kosten-dakreparatie bij een vraag over prijzen.",
);

export const faqItem = defineType({
  name: "faqItem",
  title: "Vraag en antwoord",
  type: "object",
  fields: [requiredString("question", "Vraag"), requiredText("answer", "Antwoord"), faqLinkField],
  preview: { select: { title: "question" } },
});

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

export const step = defineType({
  name: "step",
  title: "Stap",
  type: "object",
  fields: [requiredString("title", "Titel"), requiredText("text", "Tekst")],
});

/** A photo either uploaded in the Studio (`image`) or shipped with the site under /public (`src`). */
const photoFields = [
  defineField({ name: "image", title: "Foto", type: "image", options: { hotspot: true } }),
  defineField({
    name: "src",
    title: "Foto uit de website (pad)",
    description: "Alleen voor meegeleverde foto's, bijvoorbeeld /images/projects/after-1.jpg.",
    type: "string",
    validation: (rule) =>
      rule.custom((src, context) => {
        const parent = context.parent as { image?: unknown } | undefined;
        if (!src && !parent?.image) return "Upload een foto of vul een pad in.";
        if (src && !/^\/images\/[a-z0-9/_-]+\.(jpg|jpeg|png|webp)$/.test(src))
          return "Gebruik een pad als /images/map/naam.jpg.";
        return true;
      }),
  }),
  requiredString("alt", "Beschrijving voor schermlezers"),
];

export const recentWorkItem = defineType({
  name: "recentWorkItem",
  title: "Recent werk",
  type: "object",
  fields: [
    requiredString("title", "Titel"),
    requiredText("caption", "Onderschrift"),
    ...photoFields,
    ownWorkField(
      "Echte klus van ons",
      "Aanzetten als foto en onderschrift over een klus gaan die jullie zelf hebben gedaan, met een foto die je hier hebt geüpload. Zolang dit uit staat, staat er op de site een label ‘voorbeeld’ bij en staat het op de lijst voor livegang.",
      { uploadRequired: true },
    ),
  ],
});

/**
 * A worked example in an article ("Repareren: een rijtjeshuis in Uden"). Until the owner marks it as a real job
 * (told with the customer's consent) the page labels it as an invented example.
 */
export const caseStudy = defineType({
  name: "caseStudy",
  title: "Voorbeeld uit de praktijk",
  type: "object",
  fields: [
    requiredString("heading", "Kop"),
    requiredText("text", "Tekst", "Een witregel begint een nieuwe alinea."),
    ownWorkField(
      "Echte klus, verteld met toestemming van de klant",
      "Zolang dit uit staat, staat er op de site een label ‘fictief voorbeeld’ bij (Bedrijfsgegevens → Reviews en voorbeelden) en staat het op de lijst voor livegang.",
    ),
  ],
  preview: {
    select: { title: "heading", ownWork: "ownWork" },
    prepare: ({ title, ownWork }) => ({ title, subtitle: ownWork ? "Echte klus" : "Fictief voorbeeld" }),
  },
});

export const roofTypeGroup = defineType({
  name: "roofTypeGroup",
  title: "Soort dak",
  type: "object",
  fields: [requiredString("title", "Titel"), requiredText("text", "Tekst"), stringList("items", "Onderdelen")],
});

export const tableRow = defineType({
  name: "tableRow",
  title: "Rij",
  type: "object",
  fields: [stringList("cells", "Cellen")],
});

export const table = defineType({
  name: "table",
  title: "Tabel",
  type: "object",
  fields: [
    defineField({ name: "caption", title: "Bijschrift", type: "string" }),
    defineField({
      name: "rows",
      title: "Rijen (de eerste rij is de kop)",
      type: "array",
      of: [defineArrayMember({ type: "tableRow" })],
      validation: (rule) =>
        rule
          .required()
          .min(2)
          .custom((rows) => {
            const widths = new Set((rows as { cells?: string[] }[] | undefined)?.map((r) => r.cells?.length ?? 0));
            return widths.size <= 1 ? true : "Elke rij moet evenveel cellen hebben.";
          }),
    }),
  ],
  preview: { select: { title: "caption" }, prepare: ({ title }) => ({ title: title || "Tabel" }) },
});

/** Rich text for articles and the privacy policy: headings, lists, emphasis, internal links and tables. */
export const blockContent = defineType({
  name: "blockContent",
  title: "Tekst",
  type: "array",
  of: [
    defineArrayMember({
      type: "block",
      styles: [
        { title: "Normaal", value: "normal" },
        { title: "Kop 2", value: "h2" },
        { title: "Kop 3", value: "h3" },
      ],
      lists: [
        { title: "Opsomming", value: "bullet" },
        { title: "Genummerd", value: "number" },
      ],
      marks: {
        decorators: [
          { title: "Vet", value: "strong" },
          { title: "Cursief", value: "em" },
        ],
        annotations: [
          defineArrayMember({
            name: "link",
            title: "Link",
            type: "object",
            fields: [
              defineField({
                name: "href",
                title: "Adres",
                type: "url",
                validation: (rule) =>
                  rule
                    .required()
                    .uri({ allowRelative: true, scheme: ["https", "http", "tel", "mailto"] })
                    .error("Vul een geldig adres in, bijvoorbeeld /offerte-aanvragen."),
              }),
            ],
          }),
        ],
      },
    }),
    defineArrayMember({ type: "table" }),
    defineArrayMember({ type: "caseStudy" }),
  ],
});

/**
 * The lists of the request forms' fields, required and optional, as the forms ask them: the site writes them from
 * the forms themselves (lib/leads/contract.ts), so the policy cannot drift from the forms. The editor writes only the
 * words around them.
 */
export const formFieldList = defineType({
  name: "formFieldList",
  title: "Velden van de formulieren (automatisch)",
  type: "object",
  fields: [
    defineField({
      name: "forms",
      title: "Namen van de formulieren",
      type: "object",
      validation: (r) => r.required(),
      fields: [
        requiredString(
          "full",
          "Het uitgebreide formulier",
          "Bijvoorbeeld: Offerteformulier (Offerte aanvragen, Contact)",
        ),
        requiredString("minimal", "Het korte formulier", "Bijvoorbeeld: Bel mij terug (homepagina en plaatspagina’s)"),
        requiredString("storm", "Het stormschadeformulier"),
      ],
    }),
    requiredString("required", "Kop boven de verplichte velden", "Bijvoorbeeld: Verplicht"),
    requiredString("optional", "Kop boven de velden die leeg mogen blijven", "Bijvoorbeeld: Mag je leeg laten"),
  ],
  preview: { prepare: () => ({ title: "Velden van de formulieren (de site vult ze zelf in)" }) },
});

/** The text of a legal page's article: rich text, plus the forms' field lists. */
export const legalText = defineType({
  name: "legalText",
  title: "Tekst",
  type: "array",
  of: [...blockContent.of, defineArrayMember({ type: "formFieldList" })],
});

/** When a legal article applies: always, or only with Google Tag Manager switched on or off in the settings. */
export const legalConditions = [
  { title: "Altijd", value: "always" },
  {
    title: "Alleen als Google Tag Manager aan staat (Bedrijfsgegevens → Statistieken en cookies)",
    value: "tagManagerOn",
  },
  { title: "Alleen als Google Tag Manager uit staat", value: "tagManagerOff" },
] as const;

export const legalSection = defineType({
  name: "legalSection",
  title: "Artikel",
  type: "object",
  fields: [
    requiredString("heading", "Kop"),
    defineField({
      name: "shownWhen",
      title: "Tonen",
      description: "Een beleid beschrijft wat de site echt doet: tekst over Google alleen als Tag Manager aan staat.",
      type: "string",
      options: { list: [...legalConditions], layout: "radio" },
      initialValue: "always",
    }),
    defineField({
      name: "body",
      title: "Tekst",
      type: "legalText",
      validation: (rule) => rule.required().error("Vul de tekst van dit artikel in."),
    }),
    defineField({
      name: "details",
      title: "Details (ingeklapt)",
      description: "Technische details die niet iedereen hoeft te lezen; de lezer klapt ze open.",
      type: "object",
      fields: [
        requiredString("heading", "Kop van de details", "Bijvoorbeeld: Precies wat er in je browser staat"),
        defineField({
          name: "body",
          title: "Tekst",
          type: "blockContent",
          validation: (rule) => rule.required(),
        }),
      ],
    }),
  ],
  preview: { select: { title: "heading", subtitle: "shownWhen" } },
});

export const phoneNumber = defineType({
  name: "phoneNumber",
  title: "Telefoonnummer",
  type: "object",
  fields: [
    requiredString("display", "Zoals getoond", "Bijvoorbeeld 0413 20 30 40"),
    defineField({
      name: "e164",
      title: "Internationaal (voor de belknop)",
      description: "Bijvoorbeeld +31413203040",
      type: "string",
      validation: (rule) =>
        rule
          .required()
          .regex(/^\+\d{8,15}$/)
          .error("Schrijf het nummer als + met landcode en cijfers, bijvoorbeeld +31413203040."),
    }),
  ],
});

export const objectTypes = [
  hero,
  card,
  pageLink,
  faqItem,
  customerQuote,
  step,
  recentWorkItem,
  caseStudy,
  roofTypeGroup,
  tableRow,
  table,
  blockContent,
  formFieldList,
  legalText,
  legalSection,
  phoneNumber,
];
