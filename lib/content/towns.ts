import { notFound, permanentRedirect } from "next/navigation";
import { fetchContent } from "@/lib/sanity/fetch";
import { isPreview } from "@/lib/sanity/preview";
import { townPath } from "@/lib/site/routes";
import type { TownListQueryResult, TownQueryResult } from "@/sanity.types";
import { townAddress } from "./known-documents";
import { liveFor, type ReadMode, readIn, readResolved, stormState, tokenSources } from "./read";
import { type TownPageSources, townPageContent } from "./town-copy";

export type Town = NonNullable<TownQueryResult>;
export type TownLink = TownListQueryResult[number];

/**
 * Everything one town's page shows (its document, the shared words, tips, services and the settings), in a mode
 * (lib/content/read.ts), resolved for that town in one step (town-copy.ts); the promises in the storm's words while
 * storm mode is on.
 */
async function townPageIn(mode: ReadMode, slug: string) {
  const [town, shared, sharedTips, services, sources] = await Promise.all([
    readIn(mode, "townQuery", { slug }),
    readIn(mode, "townPageQuery"),
    readIn(mode, "townTipsQuery"),
    readIn(mode, "serviceListQuery"),
    tokenSources(mode),
  ]);
  const storm = await stormState(mode, sources.settings);
  return { page: assembleTownPage({ town, shared, sharedTips, services, ...sources, storm: storm.on }), storm };
}

/**
 * The published page, cached. Only ever asked for a town the site has (getTownPage checks first), so no entry is
 * keyed by an address a visitor made up.
 */
async function townPage(slug: string) {
  "use cache";
  const { page, storm } = await townPageIn("published", slug);
  liveFor(storm);
  return page;
}

/** The page from its reads, published or draft; null for a town that is gone (the page answers 404). */
function assembleTownPage(
  read: Omit<TownPageSources, "town" | "shared"> & { town: Town | null; shared: TownPageSources["shared"] | null },
) {
  // Removed between the list of towns and this read: the page answers 404 until the list is read again.
  if (!read.town) return null;
  if (!read.shared) throw new Error('The content has no "townPage" document (Studio → Plaatspagina\'s).');
  return townPageContent({ ...read, town: read.town, shared: read.shared });
}

/** A town's page as a visitor sees it, or in a preview its drafts (decided before any cached function runs). */
async function townPageFor(slug: string) {
  return (await isPreview()) ? (await townPageIn("draft", slug)).page : townPage(slug);
}

/**
 * What a town's page shows, or null for an address that is no town's own (the page answers 404 or redirects). The
 * town's layout, page, metadata and share image all read this one entry.
 */
export async function getTownPage(slug: string) {
  const address = await townAddress(slug);
  return address && "town" in address ? townPageFor(address.town) : null;
}

/**
 * What a town page shows (getTownPage). Another spelling listed in a town's aliases (sint-michielsgestel for
 * st-michielsgestel) redirects permanently to the town's one address; anything else answers 404.
 */
export async function requireTown(slug: string) {
  const address = await townAddress(slug);
  if (address && "aliasOf" in address) permanentRedirect(townPath(address.aliasOf));
  const town = address && (await townPageFor(address.town));
  if (!town) notFound();
  return town;
}

export async function getTownSlugs() {
  return fetchContent("townSlugsQuery", {});
}

export async function getTownList() {
  return readResolved("townListQuery");
}
