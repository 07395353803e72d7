import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import { fillPricesDeep, type PriceItem, priceMap } from "@/lib/content/price-tokens";
import { type SettingsForPlaceholders, settingPlaceholderValues } from "@/lib/content/setting-placeholders";
import { fillPlaceholdersDeep } from "@/lib/content/town-placeholders";
import { tagsForQuery, typeTag } from "./cache-tags";
import { sanityClient } from "./client";
import { usesContentLake } from "./env";
import { queryLocalDataset } from "./local-dataset";
import * as queries from "./queries";

/** The name of a query in queries.ts. Only these run: a caller cannot hand in GROQ of its own. */
export type QueryName = keyof typeof queries;
type QueryParams = Record<string, string | number | boolean | null | string[]>;

/** The result type TypeGen generated for a query defined with `defineQuery` (see sanity.types.ts). */
export type QueryResult<N extends QueryName> = (typeof queries)[N] extends keyof SanityQueries
  ? SanityQueries[(typeof queries)[N]]
  : never;

const shortText = (value: unknown) => typeof value === "string" && value.length <= 200;

/** A slug, an id, a flag or a short list of names: parameters are checked before any query runs. */
function checkedQuery(name: string, params: QueryParams): string {
  const query = Object.hasOwn(queries, name) ? (queries as Record<string, unknown>)[name] : undefined;
  if (typeof query !== "string") throw new Error(`Unknown content query "${name}".`);
  const values = Object.values(params);
  const fits = (value: unknown) =>
    value === null ||
    typeof value === "number" ||
    typeof value === "boolean" ||
    shortText(value) ||
    (Array.isArray(value) && value.length <= 30 && value.every(shortText));
  if (values.length > 5 || !values.every(fits)) throw new Error(`Refused parameters for content query "${name}".`);
  return query;
}

async function run<T>(query: string, params: QueryParams): Promise<T> {
  if (usesContentLake) return sanityClient.fetch<T>(query, params);
  return queryLocalDataset<T>(query, params);
}

/**
 * Queries whose texts a town page shows: their {phone} is the town's own number, filled by the page (the town's
 * document and shared words, the settings as a town page reads them, the tips and services shown on it).
 */
const townQueries = new Set<string>([
  "townQuery",
  "townPageQuery",
  "townSiteSettingsQuery",
  "townTipsQuery",
  "serviceListQuery",
]);

/**
 * Queries for the admin only (reply templates, launch checks): never through the cache, whose entries any caller of
 * its server reference could read. The admin renders per request and reads them with `readContent`.
 */
const adminOnlyQueries = new Set<string>(["leadHandlingQuery", "launchCheckQuery"]);

/**
 * The one way pages read content. Results are cached until a signed webhook revalidates a tag of the query
 * (lib/sanity/cache-tags.ts: derived from the GROQ itself, never chosen by the caller), so a visit never reaches
 * the CMS. The source is the Content Lake when a project id is set, else the local dataset. Every price token in the
 * result is filled in from the price list, and every placeholder of the company's details ({phone}, {email},
 * {acuteResponseTime}, …) from the site settings, so every read also depends on both. Texts read for a town page
 * keep {phone}: the page fills in the town's own number where it has one.
 */
export async function fetchContent<N extends QueryName>(name: N, params: QueryParams): Promise<QueryResult<N>> {
  "use cache";
  if (adminOnlyQueries.has(name)) throw new Error(`Content query "${name}" is for the admin only.`);
  cacheLife("max");
  const query = checkedQuery(name, params);
  cacheTag(...tagsForQuery(query, params), typeTag("priceItem"), typeTag("siteSettings"));
  return resolved(name, query, params);
}

/** A query's result with its price tokens and company placeholders filled in. */
async function resolved<N extends QueryName>(name: N, query: string, params: QueryParams): Promise<QueryResult<N>> {
  const [result, prices, settings] = await Promise.all([
    run<QueryResult<N>>(query, params),
    run<PriceItem[]>(queries.priceListQuery, {}),
    run<SettingsForPlaceholders | null>(queries.siteSettingsQuery, {}),
  ]);
  const withPrices = fillPricesDeep(result, priceMap(prices));
  if (!settings) return withPrices;
  return fillPlaceholdersDeep(withPrices, settingPlaceholderValues(settings, { withPhone: !townQueries.has(name) }));
}

/** The admin's reads: filled in like `fetchContent`, but read per request, never kept in the shared cache. */
export async function fetchAdminContent<N extends QueryName>(
  name: N,
  params: QueryParams = {},
): Promise<QueryResult<N>> {
  return resolved(name, checkedQuery(name, params), params);
}

/** The same queries without Next's cache: for background work (e-mail retries, purges) outside any request. */
export async function readContent<N extends QueryName>(name: N, params: QueryParams = {}): Promise<QueryResult<N>> {
  return run<QueryResult<N>>(checkedQuery(name, params), params);
}
