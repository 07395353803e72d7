import { notFound, permanentRedirect } from "next/navigation";
import { fetchContent } from "@/lib/sanity/fetch";
import { townPath } from "@/lib/site/routes";
import type { TownListQueryResult, TownQueryResult } from "@/sanity.types";
import type { SiteSettings } from "./site-settings";
import { isSlug } from "./slug";

export type Town = NonNullable<TownQueryResult>;
export type TownLink = TownListQueryResult[number];

/** One town by slug, or null for an unknown town (the page answers 404). */
export async function getTown(slug: string) {
  if (!isSlug(slug)) return null;
  return fetchContent("townQuery", { slug });
}

/**
 * The town a town page shows. Another spelling listed in a town's aliases (sint-michielsgestel for
 * st-michielsgestel) redirects permanently to the town's one address; anything else answers 404.
 */
export async function requireTown(slug: string): Promise<Town> {
  const town = await getTown(slug);
  if (town) return town;
  if (!isSlug(slug)) notFound();
  const target = await fetchContent("townByAliasQuery", { alias: slug });
  if (target) permanentRedirect(townPath(target));
  notFound();
}

export async function getTownSlugs() {
  return fetchContent("townSlugsQuery", {});
}

export async function getTownList() {
  return fetchContent("townListQuery", {});
}

/** The words every town page shares, placeholders still in them (see town-copy.ts). */
export async function getTownPageCopy() {
  const copy = await fetchContent("townPageQuery", {});
  if (!copy) throw new Error('The content has no "townPage" document (Studio → Plaatspagina\'s).');
  return copy;
}

export async function getTownTips() {
  return fetchContent("townTipsQuery", {});
}

/** The prefilled WhatsApp message of a town page. */
export const townWhatsappMessage = (settings: SiteSettings, townName: string) =>
  settings.whatsappMessages.townLeak.replaceAll("{town}", townName);

export async function getServiceList() {
  return fetchContent("serviceListQuery", {});
}
