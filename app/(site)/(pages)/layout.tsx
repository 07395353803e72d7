import type { ReactNode } from "react";
import { SiteChrome } from "@/components/layout/site-chrome";
import { contactDetails, getSiteSettings } from "@/lib/content/site-settings";
import { getTownList } from "@/lib/content/towns";
import { getSitePages } from "@/lib/site/site-pages";
import { activeStorm } from "@/lib/storm/storm-state";

/** The site's own pages: the company's phone number and WhatsApp message everywhere around them. */
export default async function SitePagesLayout({ children }: { children: ReactNode }) {
  const [settings, towns, pages] = await Promise.all([getSiteSettings(), getTownList(), getSitePages()]);
  return (
    <SiteChrome
      settings={settings}
      towns={towns}
      pages={pages}
      contact={contactDetails(settings)}
      storm={await activeStorm(settings.stormMode)}
      whatsappMessage={settings.whatsappMessages.leakHelp}
    >
      {children}
    </SiteChrome>
  );
}
