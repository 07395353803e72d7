import { defineArrayMember, defineField, type SlugRule } from "sanity";
import { missingReviewProof, type ReviewFields, reviewPlatforms, sampleSource } from "../lib/content/reviews.ts";
import { hasUploadedPhoto } from "../lib/content/samples.ts";

/**
 * Small field builders shared by the schemas. Each required field says in plain Dutch what is missing, so an
 * editor knows what to fill in.
 */

export const requiredString = (name: string, title: string, description?: string) =>
  defineField({
    name,
    title,
    description,
    type: "string",
    validation: (rule) => rule.required().error(`Vul "${title}" in.`),
  });

export const requiredText = (name: string, title: string, description?: string) =>
  defineField({
    name,
    title,
    description,
    type: "text",
    rows: 5,
    validation: (rule) => rule.required().error(`Vul "${title}" in.`),
  });

/** A field's own check: it must be filled in while its sibling `flag` is set (switched on, or holding a value). */
export const neededWhile =
  (flag: string, message: string) =>
  (value: unknown, context: { parent?: unknown }): string | true =>
    (context.parent as Record<string, unknown> | undefined)?.[flag] && !value ? message : true;

/** A required whole number between `min` and `max`, such as a promise in minutes or hours. */
export const wholeNumber = (name: string, title: string, description: string, min: number, max: number) =>
  defineField({
    name,
    title,
    description,
    type: "number",
    validation: (rule) =>
      rule.required().integer().min(min).max(max).error(`Vul bij "${title}" een heel getal in van ${min} tot ${max}.`),
  });

export const stringList = (name: string, title: string, min = 1) =>
  defineField({
    name,
    title,
    type: "array",
    of: [defineArrayMember({ type: "string" })],
    validation: (rule) => rule.required().min(min).error(`Voeg minstens ${min} regel(s) toe aan "${title}".`),
  });

export const cards = (name: string, title: string, count?: number) =>
  defineField({
    name,
    title,
    type: "array",
    of: [defineArrayMember({ type: "card" })],
    validation: (rule) =>
      count
        ? rule.required().length(count).error(`"${title}" heeft precies ${count} onderdelen nodig.`)
        : rule.required().min(1).error(`Voeg minstens één onderdeel toe aan "${title}".`),
  });

/**
 * Optional: a link to a page of this site under a text (an FAQ answer, a card, a text section), always of the
 * `pageLink` type and drawn by one component (components/ui/page-link.tsx); the dataset check refuses a link to a
 * page that does not exist.
 */
export const pageLinkField = (title: string, description: string) =>
  defineField({ name: "link", title, description, type: "pageLink" });

/** A folded block of fields in the Studio that must be filled in; `missing` is what the editor is told. */
const foldedObject = (name: string, title: string, fields: ReturnType<typeof defineField>[], missing: string) =>
  defineField({
    name,
    title,
    type: "object",
    options: { collapsible: true, collapsed: true },
    fields,
    validation: (rule) => rule.required().error(missing),
  });

/** A group of lines without a heading of its own. */
export const group = (name: string, title: string, fields: ReturnType<typeof defineField>[]) =>
  foldedObject(name, title, fields, `Vul "${title}" in.`);

/** A group of fields that must be filled in, with an optional explanation and Studio tab. */
export const requiredObject = (
  name: string,
  title: string,
  fields: ReturnType<typeof defineField>[],
  { description, group }: { description?: string; group?: string } = {},
) => defineField({ name, title, description, type: "object", group, validation: (r) => r.required(), fields });

/** A titled block of copy on a page: a heading plus the given fields. */
export const section = (name: string, title: string, fields: ReturnType<typeof defineField>[]) =>
  foldedObject(name, title, [requiredString("heading", "Kop"), ...fields], `Vul de sectie "${title}" in.`);

/** The common shape: a heading and a text. */
export const textSection = (name: string, title: string, textName: "text" | "body" = "text") =>
  section(name, title, [requiredText(textName, "Tekst")]);

export const seoFields = [
  defineField({
    name: "seoTitle",
    title: "SEO-titel",
    description: "De titel in Google en in het browsertabblad. Maximaal 60 tekens.",
    type: "string",
    validation: (rule) => rule.required().max(60).error("Een SEO-titel is verplicht en maximaal 60 tekens."),
  }),
  defineField({
    name: "seoDescription",
    title: "SEO-omschrijving",
    description: "De tekst onder de titel in Google. Tussen 70 en 160 tekens.",
    type: "text",
    rows: 3,
    validation: (rule) => rule.required().min(70).max(160).error("Een SEO-omschrijving heeft 70 tot 160 tekens."),
  }),
];

/** The page's name in the menu and the footer. */
export const navigationLabelField = defineField({
  name: "navigationLabel",
  title: "Naam in menu en voettekst",
  type: "string",
  validation: (rule) => rule.required().max(30).error("Geef een korte naam van hooguit 30 tekens."),
});

export const heroField = defineField({
  name: "hero",
  title: "Bovenste blok (hero)",
  type: "hero",
  validation: (rule) => rule.required().error("Vul het bovenste blok in."),
});

/** A slug is filled in and holds only lower-case letters, digits and single hyphens. */
export const slugRule = (rule: SlugRule) =>
  rule
    .required()
    .custom((slug) =>
      !slug?.current || /^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug.current)
        ? true
        : "Gebruik alleen kleine letters, cijfers en streepjes.",
    );

export const slugField = (source = "title") =>
  defineField({
    name: "slug",
    title: "Adres (slug)",
    description: "Het laatste deel van de URL: kleine letters, cijfers en streepjes.",
    type: "slug",
    options: { source, maxLength: 80 },
    validation: slugRule,
  });

/**
 * Where a customer's words come from. Presenting invented reviews as customers' words is unlawful (art. 6:193g BW):
 * a real review names the platform it stands on, its date and a link to it, so a visitor can check it, and is shown
 * only with the customer's recorded consent; a sample shows a visible label (Bedrijfsgegevens → Reviews en
 * voorbeelden); anything else is not shown at all. The dataset check applies the same rules (lib/content/reviews.ts).
 */
export const reviewSources = [
  ...Object.entries(reviewPlatforms).map(([value, platform]) => ({ title: `${platform.name}-review`, value })),
  { title: "Voorbeeldtekst (geen echte klant)", value: sampleSource },
];

/** The parent object of a review field in the Studio: the review itself. */
const reviewOf = (context: { parent?: unknown }) => (context.parent ?? {}) as ReviewFields;

export const reviewSourceFields = [
  defineField({
    name: "source",
    title: "Bron",
    description: "Een echte review komt van Google, Trustoo, Kiyoh of Werkspot, met datum en link.",
    type: "string",
    options: { list: reviewSources, layout: "radio" },
    validation: (rule) => rule.required().error("Kies waar dit citaat vandaan komt."),
  }),
  defineField({
    name: "date",
    title: "Datum van de review",
    type: "date",
    validation: (rule) =>
      rule.custom((_date, context) => {
        const missing = missingReviewProof(reviewOf(context));
        if (missing.includes("date")) return "Een echte review heeft een datum.";
        if (missing.includes("future-date")) return "De datum van een review ligt niet in de toekomst.";
        return true;
      }),
  }),
  defineField({
    name: "url",
    title: "Link naar de review",
    description: "Het adres van de review op Google, Trustoo, Kiyoh of Werkspot, zodat een bezoeker hem kan nalezen.",
    type: "url",
    validation: (rule) =>
      rule.custom((_url, context) =>
        missingReviewProof(reviewOf(context)).includes("link")
          ? "Een echte review heeft een https-link naar de review op het platform dat je als bron kiest."
          : true,
      ),
  }),
  defineField({
    name: "consentRecorded",
    title: "Toestemming van de klant vastgelegd",
    description: "Alleen aanvinken als de klant schriftelijk toestemming gaf om dit citaat met naam te tonen.",
    type: "boolean",
    initialValue: false,
  }),
];

/**
 * Sample material (the illustrations and worked examples the site is shipped with) is labelled as such on the
 * page until the owner marks it as real here; until then it is on the launch checklist. `uploadRequired`: a photo
 * of one's own work is one uploaded in the Studio, never one of the illustrations under /images.
 */
export const ownWorkField = (title: string, description: string, { uploadRequired = false } = {}) =>
  defineField({
    name: "ownWork",
    title,
    description,
    type: "boolean",
    initialValue: false,
    validation: (rule) =>
      rule.custom((ownWork, context) =>
        ownWork && uploadRequired && !hasUploadedPhoto(context.parent)
          ? "Een meegeleverde illustratie is geen foto van eigen werk: upload eerst de foto’s van deze klus."
          : true,
      ),
  });
