import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import "../globals.css";
import { SiteFooter } from "@/components/layout/site-footer";
import { TopBar } from "@/components/layout/top-bar";
import { siteUrl } from "@/lib/config";
import { getSiteSettings } from "@/lib/content/site-settings";

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSiteSettings();
  return {
    metadataBase: new URL(siteUrl),
    title: {
      default: `${settings.companyName} – dakdekker in Noord-Brabant`,
      template: `%s | ${settings.companyName}`,
    },
    description: settings.tagline,
  };
}

export const viewport: Viewport = { themeColor: "#0f2a44", width: "device-width", initialScale: 1 };

/** Root layout of the public site. The admin and the Studio have their own root layouts. */
export default async function SiteLayout({ children }: { children: ReactNode }) {
  const settings = await getSiteSettings();
  return (
    <html lang="nl">
      <body className="flex min-h-dvh flex-col">
        <a
          href="#inhoud"
          className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
        >
          Naar de inhoud
        </a>
        <TopBar settings={settings} />
        <main id="inhoud" className="flex-1">
          {children}
        </main>
        <SiteFooter settings={settings} />
      </body>
    </html>
  );
}
