/**
 * Cache tags for content. A page that shows a document tags its read with the document's type, and with the
 * slug where it shows one document of a collection, so the webhook can revalidate exactly what changed.
 */

export const typeTag = (type: string) => `sanity:${type}`;
export const slugTag = (type: string, slug: string) => `sanity:${type}:${slug}`;
