import { NotFoundContent } from "@/components/layout/not-found-content";
import { getNotFoundPage } from "@/lib/content/not-found";
import { getSiteSettings } from "@/lib/content/site-settings";
import { getTownList } from "@/lib/content/towns";
import { getSitePages } from "@/lib/site/site-pages";

/**
 * notFound() inside the public site (an unknown town or article): the same page as the global 404. Never stored in
 * the page cache (lib/cache/page-cache-handler.ts keeps no answer of 400 or more); its content reads are cached.
 */
export default async function NotFound() {
  const [words, settings, pages, towns] = await Promise.all([
    getNotFoundPage(),
    getSiteSettings(),
    getSitePages(),
    getTownList(),
  ]);
  return (
    <main id="inhoud">
      <NotFoundContent words={words} phone={settings.phone} pages={pages} towns={towns} />
    </main>
  );
}
