import { cacheLife } from "next/cache";
import { notFound, permanentRedirect } from "next/navigation";
import { fetchContent } from "@/lib/sanity/fetch";
import { townPath } from "@/lib/site/routes";
import type { TownListQueryResult, TownQueryResult } from "@/sanity.types";
import { readResolved, stormState, tokenSources } from "./read";
import { isSlug } from "./slug";
import { townPageContent } from "./town-copy";

export type Town = NonNullable<TownQueryResult>;
export type TownLink = TownListQueryResult[number];

/** One town's document as written, by slug, or null for an unknown town (the page answers 404). */
async function getTown(slug: string) {
  if (!isSlug(slug)) return null;
  return fetchContent("townQuery", { slug });
}

/**
 * Everything one town's page shows (its document, the shared words, tips, services and the settings), resolved for
 * that town in one step (town-copy.ts), or null for an unknown town; the promises in the storm's words while storm
 * mode is on (read.ts, readResolved). The town's layout, page, metadata and share image all read this one entry.
 */
export async function getTownPage(slug: string) {
  "use cache";
  const [town, shared, sharedTips, services, sources] = await Promise.all([
    getTown(slug),
    fetchContent("townPageQuery", {}),
    fetchContent("townTipsQuery", {}),
    fetchContent("serviceListQuery", {}),
    tokenSources(),
  ]);
  const storm = await stormState(sources.settings);
  if (storm.lifetime) cacheLife(storm.lifetime);
  else cacheLife("max");
  if (!town) return null;
  if (!shared) throw new Error('The content has no "townPage" document (Studio → Plaatspagina\'s).');
  return townPageContent({ town, shared, sharedTips, services, ...sources, storm: storm.on });
}

/**
 * What a town page shows (getTownPage). Another spelling listed in a town's aliases (sint-michielsgestel for
 * st-michielsgestel) redirects permanently to the town's one address; anything else answers 404.
 */
export async function requireTown(slug: string) {
  const town = await getTownPage(slug);
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
  return readResolved("townListQuery");
}
