import { NotFoundContent } from "@/components/layout/not-found-content";
import { getNotFoundContent } from "@/lib/content/not-found";

/**
 * notFound() inside the public site (an unknown town or article): the same page as the global 404. Never stored in
 * the page cache (lib/cache/page-cache-handler.ts keeps no answer of 400 or more); its content reads are cached.
 */
export default async function NotFound() {
  const content = await getNotFoundContent();
  return (
    <main id="inhoud">
      <NotFoundContent {...content} />
    </main>
  );
}
