import type { ReactNode } from "react";
import { SiteChrome } from "@/components/layout/site-chrome";
import { contactDetails, getSiteSettings } from "@/lib/content/site-settings";
import { getTownList } from "@/lib/content/towns";

/** The site's own pages: the company's phone number and WhatsApp message everywhere around them. */
export default async function SitePagesLayout({ children }: { children: ReactNode }) {
  const [settings, towns] = await Promise.all([getSiteSettings(), getTownList()]);
  return (
    <SiteChrome
      settings={settings}
      towns={towns}
      contact={contactDetails(settings)}
      whatsappMessage={settings.whatsappMessages.leakHelp}
    >
      {children}
    </SiteChrome>
  );
}
