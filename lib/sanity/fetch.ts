import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import { fillPricesDeep, type PriceItem, priceMap } from "@/lib/content/price-tokens";
import { type SettingsForPlaceholders, settingPlaceholderValues } from "@/lib/content/setting-placeholders";
import { fillPlaceholdersDeep } from "@/lib/content/town-placeholders";
import { typeTag } from "./cache-tags";
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

/** Queries whose texts a town page shows: their {phone} is the town's own number, filled by the page. */
const townQueries = new Set<string>(["townQuery", "townPageQuery"]);

/**
 * The one way pages read content. Results are cached until a signed webhook revalidates one of `tags`, so a
 * visit never reaches the CMS. The source is the Content Lake when a project id is set, else the local dataset.
 * Every price token in the result is filled in from the price list, and every placeholder of the company's details
 * ({phone}, {email}, {acuteResponseTime}, …) from the site settings, so every read also depends on both. Texts read
 * for a town page keep {phone}: the page fills in the town's own number where it has one.
 */
export async function fetchContent<N extends QueryName>(
  name: N,
  params: QueryParams,
  tags: string[],
): Promise<QueryResult<N>> {
  "use cache";
  cacheLife("max");
  cacheTag(...tags, typeTag("priceItem"), typeTag("siteSettings"));
  const [result, prices, settings] = await Promise.all([
    run<QueryResult<N>>(checkedQuery(name, params), params),
    run<PriceItem[]>(queries.priceListQuery, {}),
    run<SettingsForPlaceholders | null>(queries.siteSettingsQuery, {}),
  ]);
  const withPrices = fillPricesDeep(result, priceMap(prices));
  if (!settings) return withPrices;
  return fillPlaceholdersDeep(withPrices, settingPlaceholderValues(settings, { withPhone: !townQueries.has(name) }));
}

/** The same queries without Next's cache: for background work (e-mail retries, purges) outside any request. */
export async function readContent<N extends QueryName>(name: N, params: QueryParams = {}): Promise<QueryResult<N>> {
  return run<QueryResult<N>>(checkedQuery(name, params), params);
}
