import type { ReactNode } from "react";
import { SiteChrome } from "@/components/layout/site-chrome";
import { contactDetails } from "@/lib/content/site-settings";
import { getTownList, getTownPage } from "@/lib/content/towns";
import { getSitePages } from "@/lib/site/site-pages";
import { activeStorm } from "@/lib/storm/storm-state";

/**
 * A town page's chrome: the town's own number (when it has one) and its WhatsApp message on every contact element,
 * and the site footer unless the town hides it. For an alias or an unknown town the page itself redirects or
 * answers 404 (only one of them may, or the redirect is sent twice).
 */
export default async function TownLayout(props: { children: ReactNode; params: Promise<{ town: string }> }) {
  const [content, towns, pages] = await Promise.all([
    getTownPage((await props.params).town),
    getTownList(),
    getSitePages(),
  ]);
  if (!content) return props.children;
  const { town, settings } = content;
  return (
    <SiteChrome
      settings={settings}
      towns={towns}
      pages={pages}
      contact={contactDetails(settings)}
      storm={await activeStorm(settings.stormMode)}
      whatsappMessage={settings.whatsappMessages.townLeak}
      showFooter={!town.hideFooter}
    >
      {props.children}
    </SiteChrome>
  );
}
