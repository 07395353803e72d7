import type { StructureResolver } from "sanity/structure";
import { singletonTypes } from "../schemas";

const singletonTitles: Record<string, string> = {
  siteSettings: "Bedrijfsgegevens",
  homePage: "Home",
  aboutPage: "Over ons",
  servicesPage: "Onze diensten",
  contactPage: "Contact",
  whyUsPage: "Waarom wij",
  emergencyPage: "Spoedhulp",
  quotePage: "Offerte aanvragen",
  tipsPage: "Tips en advies",
  thankYouPage: "Bedankt",
};

/** Singletons pinned on top (one fixed document each), then the collections. */
export const structure: StructureResolver = (S) =>
  S.list()
    .title("Inhoud")
    .items([
      ...singletonTypes.map((type) =>
        S.listItem()
          .title(singletonTitles[type] ?? type)
          .id(type)
          .child(S.document().schemaType(type).documentId(type)),
      ),
      S.divider(),
      S.documentTypeListItem("town").title("Plaatsen"),
      S.documentTypeListItem("article").title("Artikelen"),
      S.divider(),
      ...S.documentTypeListItems().filter((item) => {
        const id = item.getId();
        return id !== undefined && !singletonTypes.includes(id) && id !== "town" && id !== "article";
      }),
    ]);
