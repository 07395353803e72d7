/**
 * Next forgets on a restart which cache tags a webhook revalidated: a page whose content was published, but that
 * nobody visited before the restart, would be served from the old copy on disk until the next publish of that
 * same document (seen: webhook for /dakdekker-mill, restart, the page stays stale for good). So the server entry
 * (server.ts), once it listens, asks the app to treat every content read as stale once: each page renders again on
 * its first visit after a restart, from the current content, and is static again after that.
 *
 * The request carries a token that only this process knows (set by server.ts in the environment), so nobody
 * outside can make the site render everything again. Plain relative imports only: server.ts imports this file.
 */

export const startupRevalidationPath = "/api/revalidate";
export const startupRevalidationHeader = "x-startup-revalidation";
export const startupRevalidationEnv = "STARTUP_REVALIDATION_TOKEN";

/** True when a request carries this process's startup token (compared in constant time). */
export function isStartupRevalidation(headerValue: string | null): boolean {
  const token = process.env[startupRevalidationEnv];
  if (!token || !headerValue || headerValue.length !== token.length) return false;
  let difference = 0;
  for (let i = 0; i < token.length; i++) difference |= token.charCodeAt(i) ^ headerValue.charCodeAt(i);
  return difference === 0;
}
