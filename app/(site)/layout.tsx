import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import "../globals.css";
import { AnalyticsTracker } from "@/components/analytics/analytics-tracker";
import { EmergencyPopup } from "@/components/floating/emergency-popup";
import { MobileCallButton } from "@/components/floating/mobile-call-button";
import { MobileStickyBar } from "@/components/floating/mobile-sticky-bar";
import { SiteFooter } from "@/components/layout/site-footer";
import { TopBar } from "@/components/layout/top-bar";
import { siteUrl } from "@/lib/config";
import { getSiteSettings } from "@/lib/content/site-settings";
import { getTownList } from "@/lib/content/towns";
import { JsonLd } from "@/lib/seo/json-ld";
import { roofingContractor } from "@/lib/seo/structured-data";
import { telHref, whatsappHref } from "@/lib/site/contact-links";

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
  const [settings, towns] = await Promise.all([getSiteSettings(), getTownList()]);
  const tel = telHref(settings.phone.e164);
  const whatsapp = whatsappHref(settings.whatsapp.number, settings.whatsappMessages.leakHelp);
  return (
    <html lang="nl">
      {/* Bottom padding on phones keeps the sticky contact bar from covering the end of the page. */}
      <body className="flex min-h-dvh flex-col pb-14 md:pb-0">
        <a
          href="#inhoud"
          className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
        >
          Naar de inhoud
        </a>
        <JsonLd data={roofingContractor(settings, towns)} />
        <TopBar settings={settings} />
        <main id="inhoud" className="flex-1">
          {children}
        </main>
        <SiteFooter settings={settings} towns={towns} />
        <EmergencyPopup
          telHref={tel}
          whatsappHref={whatsappHref(settings.whatsapp.number, settings.whatsappMessages.urgent)}
          phoneDisplay={settings.phone.display}
          responseTime={settings.claims.acuteResponseTime}
        />
        <MobileCallButton telHref={tel} phoneDisplay={settings.phone.display} scope="site" />
        <MobileStickyBar telHref={tel} whatsappHref={whatsapp} scope="site" />
        <AnalyticsTracker gtmId={settings.gtmId ?? null} />
      </body>
    </html>
  );
}
