import { readResolved } from "@/lib/content/read";
import { legalPageSlugs, type PageKey, pageDocumentTypes, type SitePage, sitePages } from "../site/routes";

export type SitePageLink = SitePage & { label: string; updatedAt: string | null };

/** The site's pages with their names (from each page's document) and the date each last changed. */
export async function getSitePages(): Promise<SitePageLink[]> {
  const docs = await readResolved("sitePagesQuery", { types: pageDocumentTypes, legalSlugs: legalPageSlugs });
  return sitePages.map((page) => {
    const doc = docs.find((d) =>
      page.document.type === "legalPage"
        ? d._type === "legalPage" && d.slug === page.document.slug
        : d._type === page.document.type,
    );
    if (!doc?.navigationLabel) throw new Error(`The dataset has no document with a name for ${page.path}.`);
    return { ...page, label: doc.navigationLabel, updatedAt: doc.updatedAt };
  });
}

/** A page's name as its document gives it (the menu's word), e.g. for a breadcrumb. */
export function pageLabel(pages: SitePageLink[], key: PageKey): string {
  const page = pages.find((candidate) => candidate.key === key);
  if (!page) throw new Error(`No page named ${key}.`);
  return page.label;
}
