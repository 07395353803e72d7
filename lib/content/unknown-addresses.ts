import { clockNow } from "@/lib/cache/tag-clock";
import { errorSummary } from "@/lib/logging";
import { readContent } from "@/lib/sanity/fetch";
import { type DocumentAddress, namesKnownDocument, storedKnownDocuments, storeKnownDocuments } from "./known-addresses";

/**
 * Where proxy.ts sends an address of a town or an article the site does not have: a path no route has, so Next
 * answers it with app/global-not-found.tsx, rendered on the server (status 404, the site's chrome and the 404 page's
 * words in the HTML). A notFound() inside the town or article route answers with an empty HTML shell instead
 * (vercel/next.js#62228): the browser renders the words only after the framework's scripts ran. In the App Router a
 * folder whose name starts with `_` is private, so this path can never become a route.
 */
export const notFoundRewritePath = "/_niet-gevonden";

/**
 * Whether an address names a town or an article the site does not have, from the list in the cache store
 * (lib/content/known-addresses.ts), read again from the content past Next's cache after a publish. When the list
 * cannot be read (the Content Lake unreachable), the request goes on to the route, which answers as it can: a town
 * page the cache holds still shows.
 */
export async function isUnknownDocument(address: DocumentAddress): Promise<boolean> {
  try {
    // Counted from before the read: a publish while it runs makes the list old at once (as the page cache does).
    const now = clockNow();
    let known = await storedKnownDocuments(now);
    if (!known) {
      known = await readContent("knownDocumentsQuery");
      await storeKnownDocuments(known, now);
    }
    return !namesKnownDocument(known, address);
  } catch (error) {
    console.error("Known addresses not read:", errorSummary(error));
    return false;
  }
}
