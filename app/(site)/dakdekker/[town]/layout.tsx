import type { ReactNode } from "react";
import { SiteChrome } from "@/components/layout/site-chrome";
import { getSiteSettings } from "@/lib/content/site-settings";
import { getTownPage } from "@/lib/content/towns";

/**
 * A town page's chrome: the town's own number (when it has one) and its WhatsApp message on every contact element,
 * and the site footer unless the town hides it. An address that is no town's own gets the site's chrome: the page
 * redirects it (an alias) or answers 404 inside it (./not-found.tsx); only the page may do either, or a redirect
 * is sent twice.
 */
export default async function TownLayout(props: { children: ReactNode; params: Promise<{ town: string }> }) {
  const content = await getTownPage((await props.params).town);
  const settings = content?.settings ?? (await getSiteSettings());
  return (
    <SiteChrome
      settings={settings}
      whatsappMessage={content ? settings.whatsappMessages.townLeak : settings.whatsappMessages.leakHelp}
      showFooter={!content?.town.hideFooter}
    >
      {props.children}
    </SiteChrome>
  );
}
