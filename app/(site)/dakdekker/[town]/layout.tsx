import type { ReactNode } from "react";
import { SiteChrome } from "@/components/layout/site-chrome";
import { getTownPage } from "@/lib/content/towns";

/**
 * A town page's chrome: the town's own number (when it has one) and its WhatsApp message on every contact element,
 * and the site footer unless the town hides it. For an alias or an unknown town the page itself redirects or
 * answers 404 (only one of them may, or the redirect is sent twice).
 */
export default async function TownLayout(props: { children: ReactNode; params: Promise<{ town: string }> }) {
  const content = await getTownPage((await props.params).town);
  if (!content) return props.children;
  const { town, settings } = content;
  return (
    <SiteChrome settings={settings} whatsappMessage={settings.whatsappMessages.townLeak} showFooter={!town.hideFooter}>
      {props.children}
    </SiteChrome>
  );
}
