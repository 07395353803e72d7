import "server-only";
import { createDataAttribute } from "next-sanity";
import { isPreview } from "./preview";

/** A document as a page has it: the fields that name it in the Studio. */
export type EditableDocument = { _id: string; _type: string };

/**
 * What an element carries for click-to-edit: a `data-sanity` attribute naming the document and the field, which the
 * visual-editing overlay in the Presentation tool turns into a click that opens that field. Only in a preview
 * (draft mode); on the public pages nothing, so their HTML is unchanged.
 *
 * Marks are put on chosen elements that show one plain text field, rather than Sanity's stega (invisible characters
 * in every string the client returns): stega would reach slugs, phone numbers, URLs, the {prijs:…} and {town}
 * tokens before they are resolved, and JSON-LD unless each is cleaned; a mark on an element cannot change a value.
 */
export type EditMark = (document: EditableDocument, field: string) => MarkAttributes;

/** What one element carries: spread on the element that shows the field (`<h2 {...titleMark}>`); empty outside a preview. */
export type MarkAttributes = { "data-sanity"?: string };

/** The path of one item of an array field by its key (`faqs[_key=="a1"].answer`), as the Studio names it. */
export const itemPath = (array: string, key: string, field?: string) =>
  `${array}[_key=="${key}"]${field ? `.${field}` : ""}`;

/**
 * The site settings (Bedrijfsgegevens) as a mark names them: a singleton, whose id is its type (studio/structure.ts),
 * so the words every page shows from it open their field without the settings' query naming its id.
 */
export const siteSettingsDocument: EditableDocument = { _id: "siteSettings", _type: "siteSettings" };

const noMark: EditMark = () => ({});

export async function editMarks(): Promise<EditMark> {
  if (!(await isPreview())) return noMark;
  return (document, field) => ({
    "data-sanity": createDataAttribute({
      id: document._id.replace(/^drafts\./, ""),
      type: document._type,
      path: field,
      baseUrl: "/studio",
    }).toString(),
  });
}

/**
 * The marks of the items of one array field, for a list component: `itemMarks(mark, town, "faqs")(faq, "answer")`
 * marks `faqs[_key=="…"].answer`; without a field, the item itself (a block of a body).
 */
export const itemMarks =
  (mark: EditMark, document: EditableDocument, array: string) =>
  (item: { _key?: string }, field?: string): MarkAttributes =>
    item._key ? mark(document, itemPath(array, item._key, field)) : {};

/**
 * The marks of the lines of a list of plain strings, by position (`whenToCall.items[2]`): such lines have no key.
 */
export const lineMarks =
  (mark: EditMark, document: EditableDocument, array: string) =>
  (index: number): MarkAttributes =>
    mark(document, `${array}[${index}]`);

/**
 * The marks of an object field's heading and text, as the props of the components that show such a pair (PageHero,
 * Section, FinalCta, ClosingBand): `{...headingAndText(mark, page, "hero", "intro")}` marks `hero.heading` and
 * `hero.intro`.
 */
export const headingAndText = (mark: EditMark, document: EditableDocument, path: string, text = "text") => ({
  headingMark: mark(document, `${path}.heading`),
  textMark: mark(document, `${path}.${text}`),
});
