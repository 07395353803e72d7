import Link from "next/link";
import type { SitePageLink } from "@/lib/content/site-pages";
import type { SiteSettings } from "@/lib/content/site-settings";

/**
 * The legal pages and, with Tag Manager on, the consent link: at the bottom of every page, also of a page that
 * hides the footer. The consent link is a button that the consent banner's script answers in one click: it
 * opens the choice, or withdraws consent once given. Both labels are in the HTML; CSS shows the one that fits
 * `data-consent` on <html> (globals.css), so nothing else is sent to the browser for it.
 */
export function LegalLinks({ settings, pages }: { settings: SiteSettings; pages: SitePageLink[] }) {
  return (
    <ul className="footer-links flex flex-wrap gap-x-4 gap-y-2">
      <PageLinkItems pages={pages} nav="legal" />
      {settings.gtmId && (
        <li>
          <button type="button" className="cursor-pointer" data-consent-settings>
            <span data-consent-ask>{settings.consent.settingsLink}</span>
            <span data-consent-withdraw>{settings.consent.withdrawLink}</span>
          </button>
        </li>
      )}
    </ul>
  );
}

/**
 * One list item per page of the route list in the given place (main pages or legal pages), in its order. The list
 * around them has the class `footer-links` (app/globals.css), the link style on the footer's dark colours.
 */
export function PageLinkItems({ pages, nav }: { pages: SitePageLink[]; nav: SitePageLink["nav"] }) {
  return pages
    .filter((page) => page.nav === nav)
    .map((item) => (
      <li key={item.path}>
        <Link href={item.path}>{item.label}</Link>
      </li>
    ));
}

/**
 * Who the trader is, on every page: the legal name, KvK number and VAT id (art. 3:15d BW), from the settings. With
 * `withContact` also the address and e-mail address, for a page whose footer does not show them already.
 */
export function CompanyLine({ settings, withContact = false }: { settings: SiteSettings; withContact?: boolean }) {
  const { address } = settings;
  return (
    <p data-testid="company-line">
      {settings.legalName}
      {withContact && (
        <>
          {" "}
          · {address.street}, {address.postalCode} {address.city} ·{" "}
          <a className="underline underline-offset-2 hover:text-white" href={`mailto:${settings.email}`}>
            {settings.email}
          </a>
        </>
      )}{" "}
      · KvK {settings.kvk} · btw {settings.vatId}
    </p>
  );
}

/**
 * The legal line alone, for a page that hides the footer (a town's own layout): who the company is and how to
 * reach it in writing, and the legal pages one click away, as on every other page.
 */
export function LegalLine(props: { settings: SiteSettings; pages: SitePageLink[] }) {
  return (
    <footer data-testid="legal-line" className="bg-brand-900 text-brand-100 text-sm">
      <div className="mx-auto flex max-w-[75rem] flex-col gap-2 px-4 py-4">
        <CompanyLine settings={props.settings} withContact />
        <LegalLinks {...props} />
      </div>
    </footer>
  );
}
