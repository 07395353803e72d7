import type { ReactNode } from "react";
import { SiteChrome } from "@/components/layout/site-chrome";
import { getSiteSettings } from "@/lib/content/site-settings";

/** The site's own pages: the company's phone number and WhatsApp message everywhere around them. */
export default async function SitePagesLayout({ children }: { children: ReactNode }) {
  const settings = await getSiteSettings();
  return (
    <SiteChrome settings={settings} whatsappMessage={settings.whatsappMessages.leakHelp}>
      {children}
    </SiteChrome>
  );
}
