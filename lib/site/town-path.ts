/**
 * A town page's addresses. Its own file without imports, so the browser's analytics tracker can tell a town page
 * without bundling the route registry (lib/site/routes.ts re-exports these).
 */

export const townPath = (slug: string) => `/dakdekker-${slug}`;

/**
 * Where a town page lives in the app (app/(site)/dakdekker/[town]): next.config.ts rewrites the public address to
 * it, since a folder named `dakdekker-[town]` is not a valid route segment, and redirects it back.
 */
export const townRoutePath = (slug: string) => `/dakdekker/${slug}`;

/** The town's slug when a path is a town page's public address. */
export function townSlugOf(pathname: string): string | undefined {
  const prefix = townPath("");
  const slug = pathname.startsWith(prefix) ? pathname.slice(prefix.length) : "";
  return /^[a-z0-9-]+$/.test(slug) ? slug : undefined;
}
