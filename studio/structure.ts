import type { StructureResolver } from "sanity/structure";
import { singletonTypes } from "../schemas";

/**
 * Singletons pinned on top (one fixed document each: the settings, every page of the route list in its order, the
 * town pages' shared words and the 404 page), then the collections. Titles come from the schema.
 */
export const structure: StructureResolver = (S, context) =>
  S.list()
    .title("Inhoud")
    .items([
      ...singletonTypes.map((type) =>
        S.listItem()
          .title(context.schema.get(type)?.title ?? type)
          .id(type)
          .child(S.document().schemaType(type).documentId(type)),
      ),
      S.divider(),
      S.documentTypeListItem("town").title("Plaatsen"),
      S.documentTypeListItem("article").title("Artikelen"),
      // Every price on the site comes from here, so it stands with what the owner edits most.
      S.documentTypeListItem("priceItem").title("Prijslijst"),
      S.divider(),
      ...S.documentTypeListItems().filter((item) => {
        const id = item.getId();
        return id !== undefined && !singletonTypes.includes(id) && !["town", "article", "priceItem"].includes(id);
      }),
    ]);
