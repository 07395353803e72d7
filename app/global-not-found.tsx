import type { Metadata } from "next";
import "./globals.css";
import { NotFoundContent } from "@/components/layout/not-found-content";
import { SiteChrome } from "@/components/layout/site-chrome";
import { IconSprite } from "@/components/ui/icons";
import { getNotFoundContent, getNotFoundPage } from "@/lib/content/not-found";
import { getSiteSettings } from "@/lib/content/site-settings";
import { editMarks } from "@/lib/sanity/edit-marks";
import { archivo } from "@/lib/site/font";

export async function generateMetadata(): Promise<Metadata> {
  const [words, settings] = await Promise.all([getNotFoundPage(), getSiteSettings()]);
  return { title: `${words.title} | ${settings.companyName}`, robots: { index: false } };
}

/**
 * Any unknown URL: outside every root layout, so it brings its own document, with the site's chrome around it (top
 * bar, footer, floating contact elements) as on every other public page. Never stored in the page cache
 * (lib/cache/page-cache-handler.ts keeps no answer of 400 or more); its content reads are cached, so a changed word
 * or number shows at the next visit.
 */
export default async function GlobalNotFound() {
  const [content, settings, mark] = await Promise.all([getNotFoundContent(), getSiteSettings(), editMarks()]);
  return (
    <html lang="nl" className={archivo.variable}>
      <body className="flex min-h-dvh flex-col pb-14 md:pb-0">
        <a
          href="#inhoud"
          className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
        >
          Naar de inhoud
        </a>
        <IconSprite />
        <SiteChrome settings={settings} whatsappMessage={settings.whatsappMessages.leakHelp}>
          <NotFoundContent {...content} mark={mark} />
        </SiteChrome>
      </body>
    </html>
  );
}
