import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import "../globals.css";
import { AnalyticsTracker } from "@/components/analytics/analytics-tracker";
import { PreviewEditing } from "@/components/preview/visual-editing";
import { IconSprite } from "@/components/ui/icons";
import { siteUrl } from "@/lib/config";
import { defaultTitle, getSiteSettings } from "@/lib/content/site-settings";
import { getTownList } from "@/lib/content/towns";
import { isPreview } from "@/lib/sanity/preview";
import { JsonLd } from "@/lib/seo/json-ld";
import { roofingContractor } from "@/lib/seo/structured-data";
import { archivo } from "@/lib/site/font";
import { pathOf } from "@/lib/site/routes";

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSiteSettings();
  return {
    metadataBase: new URL(siteUrl),
    title: {
      default: defaultTitle(settings),
      template: `%s | ${settings.companyName}`,
    },
    description: settings.tagline,
  };
}

export const viewport: Viewport = { themeColor: "#0f2a44", width: "device-width", initialScale: 1 };

/**
 * Root layout of the public site. The chrome around the content (top bar, footer, floating contact elements)
 * belongs to the layouts below: `(pages)` for the site's own pages, `dakdekker/[town]` for town pages.
 */
export default async function SiteLayout({ children }: { children: ReactNode }) {
  const [settings, towns, preview] = await Promise.all([getSiteSettings(), getTownList(), isPreview()]);
  return (
    <html lang="nl" className={archivo.variable}>
      {/* Bottom padding on phones keeps the sticky contact bar from covering the end of the page. */}
      <body className="flex min-h-dvh flex-col pb-14 md:pb-0">
        <a
          href="#inhoud"
          className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
        >
          Naar de inhoud
        </a>
        <IconSprite />
        <JsonLd data={roofingContractor(settings, towns)} />
        {children}
        {/* Click-to-edit in the Studio's Presentation tool: in draft mode only; public pages load none of its editing code. */}
        {preview && <PreviewEditing />}
        <AnalyticsTracker
          quotePath={pathOf("quote")}
          consent={
            settings.gtmId ? { gtmId: settings.gtmId, words: settings.consent, privacyPath: pathOf("privacy") } : null
          }
        />
      </body>
    </html>
  );
}
