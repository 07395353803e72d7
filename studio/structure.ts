// One file per icon: the package's index only lists them lazily.
import { BookIcon } from "@sanity/icons/Book";
import { CogIcon } from "@sanity/icons/Cog";
import { CommentIcon } from "@sanity/icons/Comment";
import { DocumentIcon } from "@sanity/icons/Document";
import { DocumentTextIcon } from "@sanity/icons/DocumentText";
import { HelpCircleIcon } from "@sanity/icons/HelpCircle";
import { ImagesIcon } from "@sanity/icons/Images";
import { PinIcon } from "@sanity/icons/Pin";
import { SunIcon } from "@sanity/icons/Sun";
import { TagIcon } from "@sanity/icons/Tag";
import { ThumbsUpIcon } from "@sanity/icons/ThumbsUp";
import { WrenchIcon } from "@sanity/icons/Wrench";
import type { ComponentType } from "react";
import type { StructureBuilder, StructureResolver } from "sanity/structure";
import { singletonTypes } from "../schemas/pages/singletons.ts";

/**
 * The owner's table of contents: the company's settings apart at the top, then every page in the order of the
 * route list (with the town pages' shared words and the 404 page), then the lists, each named in the plural and
 * sorted the way the site shows them, so a list does not reshuffle after every edit.
 */
const lists: {
  type: string;
  title: string;
  icon: ComponentType;
  by: { field: string; direction: "asc" | "desc" }[];
}[] = [
  { type: "town", title: "Plaatsen", icon: PinIcon, by: [{ field: "name", direction: "asc" }] },
  { type: "article", title: "Artikelen", icon: BookIcon, by: [{ field: "order", direction: "asc" }] },
  // Every price on the site comes from here, so it stands with what the owner edits most.
  { type: "priceItem", title: "Prijslijst", icon: TagIcon, by: [{ field: "order", direction: "asc" }] },
  { type: "service", title: "Diensten", icon: WrenchIcon, by: [{ field: "order", direction: "asc" }] },
  { type: "faq", title: "Veelgestelde vragen", icon: HelpCircleIcon, by: [{ field: "order", direction: "asc" }] },
  { type: "tip", title: "Tips", icon: CommentIcon, by: [{ field: "order", direction: "asc" }] },
  { type: "seasonalTip", title: "Seizoenstips", icon: SunIcon, by: [{ field: "order", direction: "asc" }] },
  { type: "testimonial", title: "Klantervaringen", icon: ThumbsUpIcon, by: [{ field: "name", direction: "asc" }] },
  {
    type: "projectPhoto",
    title: "Projecten (voor en na)",
    icon: ImagesIcon,
    by: [{ field: "order", direction: "asc" }],
  },
  {
    type: "legalPage",
    title: "Juridische pagina's",
    icon: DocumentTextIcon,
    by: [{ field: "title", direction: "asc" }],
  },
];

/** The document types the structure lists, for the Studio's tests. */
export const listedTypes = lists.map(({ type }) => type);

const singleton = (S: StructureBuilder, type: string, title: string, icon: ComponentType) =>
  S.listItem().title(title).id(type).icon(icon).child(S.document().schemaType(type).documentId(type).title(title));

export const structure: StructureResolver = (S, context) => {
  const titleOf = (type: string) => context.schema.get(type)?.title ?? type;
  const pages = singletonTypes.filter((type) => type !== "siteSettings");
  return S.list()
    .title("Inhoud")
    .items([
      singleton(S, "siteSettings", titleOf("siteSettings"), CogIcon),
      S.divider(),
      ...pages.map((type) => singleton(S, type, titleOf(type), DocumentIcon)),
      S.divider(),
      ...lists.map(({ type, title, icon, by }) =>
        S.listItem().title(title).id(type).icon(icon).child(S.documentTypeList(type).title(title).defaultOrdering(by)),
      ),
    ]);
};
