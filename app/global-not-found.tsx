import type { Metadata } from "next";
import "./globals.css";
import { NotFoundContent } from "@/components/layout/not-found-content";
import { getNotFoundContent, getNotFoundPage } from "@/lib/content/not-found";
import { getSiteSettings } from "@/lib/content/site-settings";

export async function generateMetadata(): Promise<Metadata> {
  const [words, settings] = await Promise.all([getNotFoundPage(), getSiteSettings()]);
  return { title: `${words.title} | ${settings.companyName}`, robots: { index: false } };
}

/**
 * Any unknown URL: outside every root layout, so it brings its own document. Never stored in the page cache (lib/cache/page-cache-handler.ts keeps
 * no answer of 400 or more); its content reads are cached, so a changed word or number shows at the next visit.
 */
export default async function GlobalNotFound() {
  const content = await getNotFoundContent();
  return (
    <html lang="nl">
      <body className="flex min-h-dvh flex-col">
        <main id="inhoud" className="flex-1">
          <NotFoundContent {...content} />
        </main>
      </body>
    </html>
  );
}
