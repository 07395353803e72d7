import type { ReactNode } from "react";
import { SiteChrome } from "@/components/layout/site-chrome";
import { contactDetails, getTownSiteSettings } from "@/lib/content/site-settings";
import { getTown, getTownList, townWhatsappMessage } from "@/lib/content/towns";
import { getSitePages } from "@/lib/site/site-pages";
import { activeStorm } from "@/lib/storm/storm-state";

/**
 * A town page's chrome: the town's own number (when it has one) and its WhatsApp message on every contact element,
 * and the site footer unless the town hides it. For an alias or an unknown town the page itself redirects or
 * answers 404 (only one of them may, or the redirect is sent twice).
 */
export default async function TownLayout(props: { children: ReactNode; params: Promise<{ town: string }> }) {
  const [town, towns, pages] = await Promise.all([getTown((await props.params).town), getTownList(), getSitePages()]);
  if (!town) return props.children;
  const settings = await getTownSiteSettings(town);
  return (
    <SiteChrome
      settings={settings}
      towns={towns}
      pages={pages}
      contact={contactDetails(settings)}
      storm={await activeStorm(settings.stormMode)}
      whatsappMessage={townWhatsappMessage(settings, town.name)}
      showFooter={!town.hideFooter}
    >
      {props.children}
    </SiteChrome>
  );
}
