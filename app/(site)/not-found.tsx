import { NotFoundContent } from "@/components/layout/not-found-content";
import { SiteChrome } from "@/components/layout/site-chrome";
import { getNotFoundContent } from "@/lib/content/not-found";
import { getSiteSettings } from "@/lib/content/site-settings";

/**
 * notFound() inside the public site (an unknown town or article): the same page as the global 404, in the site's
 * chrome (this boundary sits above the layouts that bring it). Never stored in the page cache
 * (lib/cache/page-cache-handler.ts keeps no answer of 400 or more); its content reads are cached.
 */
export default async function NotFound() {
  const [content, settings] = await Promise.all([getNotFoundContent(), getSiteSettings()]);
  return (
    <SiteChrome settings={settings} whatsappMessage={settings.whatsappMessages.leakHelp}>
      <NotFoundContent {...content} />
    </SiteChrome>
  );
}
