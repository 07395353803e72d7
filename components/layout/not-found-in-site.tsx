import { NotFoundContent } from "@/components/layout/not-found-content";
import { getNotFoundEssentials } from "@/lib/content/not-found";
import { editMarks } from "@/lib/sanity/edit-marks";

/**
 * notFound() inside the public site (an unknown article or town): the 404 page's words and call link inside the
 * chrome of the layout around it, whose footer lists the pages and towns (the lists of the 404 page at an unknown
 * URL would be a second copy of them in every page's RSC payload, about 8 KB on a town page). Next renders a segment's not-found boundary into every page's RSC payload below it, so the
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
  const [essentials, mark] = await Promise.all([getNotFoundEssentials(), editMarks()]);
  return <NotFoundContent {...essentials} mark={mark} />;
}
