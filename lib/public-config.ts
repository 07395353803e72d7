/**
 * The settings the browser sees, the Sanity project's: the site, the Studio's bundle, `sanity.config.ts` and the
 * CLI read them here. Next inlines a `NEXT_PUBLIC_*` value only where its full name is written out, so they are read
 * here by name, in a file without imports; lib/config.ts checks them with the other settings (a bad value stops the
 * server and the build). Not exported from `sanity.config.ts`: exporting them there makes the CLI extract an empty schema.
 */

/** The Sanity project; empty means the local dataset file. */
export const sanityProjectId = process.env.NEXT_PUBLIC_SANITY_PROJECT_ID?.trim() || "";

/** The Sanity dataset; also names the local file `{dataset}.ndjson`. */
export const sanityDataset = process.env.NEXT_PUBLIC_SANITY_DATASET?.trim() || "production";

/** The Content Lake API version every client of the site and the Studio asks for. */
export const sanityApiVersion = "2026-09-01";

/** Without a project id every query runs over the local dataset file instead of the Content Lake. */
export const usesContentLake = sanityProjectId !== "";
