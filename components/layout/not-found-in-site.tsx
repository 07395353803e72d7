import { NotFoundContent } from "@/components/layout/not-found-content";
import { getNotFoundContent } from "@/lib/content/not-found";

/**
 * notFound() inside the public site (an unknown article or town): the 404 page's words inside the chrome of the
 * layout around it. Next renders a segment's not-found boundary into every page's RSC payload below it, so the
 * boundaries (app/(site)/(pages)/not-found.tsx, app/(site)/dakdekker/[town]/not-found.tsx) sit under the layouts that
 * bring the top bar and footer: one above them would send a second copy of the chrome with every page (about 3 KB
 * gzip, 30 KB of text, on each town page). Never stored in the page cache (lib/cache/page-cache-handler.ts keeps no
 * answer of 400 or more); its content reads are cached.
 *
 * Next does not server-render what notFound() shows (vercel/next.js#62228): the 404's HTML is an empty error shell
 * and the browser renders this from the payload. So proxy.ts sends an unknown town or article to
 * app/global-not-found.tsx (fully server-rendered) before its route runs; this boundary is what is left for a
 * document removed between that check and the route's own (lib/content/known-documents.ts).
 */
export default async function NotFoundInSite() {
  return <NotFoundContent {...(await getNotFoundContent())} />;
}
