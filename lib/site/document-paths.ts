/**
 * Which addresses name a document (a town, an article) that does not exist. Next stores the rendered answer of
 * every new address under a dynamic route in its page cache on disk, 404s included, so without this check anyone
 * could fill the disk with /dakdekker-<random>. The app keeps the list of slugs in memory (loaded at start-up and
 * after every publish, see lib/content/known-documents.ts); the server entry answers an unknown one with the 404
 * page before Next renders anything. Plain code without imports: server.ts reads it without the bundler.
 */

export type KnownDocuments = { towns: Set<string>; articles: Set<string> };

/** Where the app publishes the known slugs for the server entry (one process, one global). */
export const knownDocumentsKey = "__brabantDakzorgKnownDocuments";

const townPage = /^\/dakdekker-([^/]+)$/;
const townAsset = /^\/dakdekker\/([^/]+)(?:\/.*)?$/;
const articlePage = /^\/tips-en-advies\/([^/]+)(?:\/.*)?$/;

/** True when the path names a town or article the content does not have. */
export function namesUnknownDocument(pathname: string, known: KnownDocuments): boolean {
  const town = pathname.match(townPage)?.[1] ?? pathname.match(townAsset)?.[1];
  if (town !== undefined) return !known.towns.has(safeDecode(town));
  const article = pathname.match(articlePage)?.[1];
  if (article !== undefined) return !known.articles.has(safeDecode(article));
  return false;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export function readKnownDocuments(): KnownDocuments | undefined {
  return (globalThis as Record<string, unknown>)[knownDocumentsKey] as KnownDocuments | undefined;
}
