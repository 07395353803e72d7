import Link from "next/link";
import type { SiteSettings } from "@/lib/content/site-settings";
import type { SitePageLink } from "@/lib/site/site-pages";

/**
 * The legal pages and, with Tag Manager on, the consent link: at the bottom of every page, also of a page that
 * hides the footer. The consent link is a button that the consent banner's script answers in one click: it
 * opens the choice, or withdraws consent once given. Both labels are in the HTML; CSS shows the one that fits
 * `data-consent` on <html> (globals.css), so nothing else is sent to the browser for it.
 */
export function LegalLinks({ settings, pages }: { settings: SiteSettings; pages: SitePageLink[] }) {
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-2">
      <PageLinkItems pages={pages} nav="legal" />
      {settings.gtmId && (
        <li>
          <button type="button" className={`${footerLink} cursor-pointer`} data-consent-settings>
            <span data-consent-ask>{settings.consent.settingsLink}</span>
            <span data-consent-withdraw>{settings.consent.withdrawLink}</span>
          </button>
        </li>
      )}
    </ul>
  );
}

/** The footer's link style, on the site's dark footer colours. */
export const footerLink = "underline-offset-2 hover:text-white hover:underline";

/** One list item per page of the route list in the given place (main pages or legal pages), in its order. */
export function PageLinkItems({ pages, nav }: { pages: SitePageLink[]; nav: SitePageLink["nav"] }) {
  return pages
    .filter((page) => page.nav === nav)
    .map((item) => (
      <li key={item.path}>
        <Link className={footerLink} href={item.path}>
          {item.label}
        </Link>
      </li>
    ));
}

/** The legal line alone, for a page that hides the footer (a town's own layout): still one click from every page. */
export function LegalLine(props: { settings: SiteSettings; pages: SitePageLink[] }) {
  return (
    <footer data-testid="legal-line" className="bg-brand-900 text-brand-100 text-sm">
      <div className="mx-auto max-w-6xl px-4 py-4">
        <LegalLinks {...props} />
      </div>
    </footer>
  );
}
