import { readContent } from "@/lib/sanity/fetch";
import { type KnownDocuments, knownDocumentsKey } from "@/lib/site/document-paths";

/**
 * Loads the slugs of every town (with its aliases) and article, for the server entry's check of unknown addresses
 * (see lib/site/document-paths.ts). One content read at start-up and one per publish, never one per visit. If it
 * fails, the check stays off (every address reaches Next, as before) and the next publish tries again.
 */
export async function refreshKnownDocuments(): Promise<void> {
  try {
    const { towns, articles } = await readContent("knownDocumentsQuery");
    const known: KnownDocuments = {
      towns: new Set(towns.flatMap((town) => [town.slug, ...(town.aliases ?? [])]).filter(Boolean) as string[]),
      articles: new Set(articles.filter(Boolean) as string[]),
    };
    (globalThis as Record<string, unknown>)[knownDocumentsKey] = known;
  } catch (error) {
    console.error("Known towns and articles not loaded:", error instanceof Error ? error.message : error);
  }
}
