import "server-only";
import { createDataAttribute } from "next-sanity";
import { isPreview } from "./preview";

/** A document as a page has it: the fields that name it in the Studio. */
type EditableDocument = { _id: string; _type: string };

/**
 * What an element carries for click-to-edit: a `data-sanity` attribute naming the document and the field, which the
 * visual-editing overlay in the Presentation tool turns into a click that opens that field. Only in a preview
 * (draft mode); on the public pages nothing, so their HTML is unchanged.
 *
 * Marks are put on chosen elements that show one plain text field, rather than Sanity's stega (invisible characters
 * in every string the client returns): stega would reach slugs, phone numbers, URLs, the {prijs:…} and {town}
 * tokens before they are resolved, and JSON-LD unless each is cleaned; a mark on an element cannot change a value.
 */
export type EditMark = (document: EditableDocument, field: string) => { "data-sanity"?: string };

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
