/**
 * Every setting the app reads from the environment, with its default. Each one is optional and listed in the
 * README's configuration table; keep the two in step.
 */

function trimSlash(url: string): string {
  return url.replace(/\/+$/, "");
}

/** Absolute origin for canonical links and the sitemap. Baked into static pages at build time. */
export const siteUrl = trimSlash(process.env.SITE_URL || "http://localhost:3000");

/** A PostgreSQL connection string. Unset means the embedded PGlite database under `pgliteDir`. */
export const databaseUrl = process.env.DATABASE_URL || undefined;

/** Where the embedded PGlite database keeps its files. */
export const pgliteDir = process.env.PGLITE_DIR || ".data/pglite";
