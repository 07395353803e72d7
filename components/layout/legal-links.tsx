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
  const link = "underline-offset-2 hover:text-white hover:underline";
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-2">
      {pages
        .filter((page) => page.nav === "legal")
        .map((item) => (
          <li key={item.path}>
            <Link className={link} href={item.path}>
              {item.label}
            </Link>
          </li>
        ))}
      {settings.gtmId && (
        <li>
          <button type="button" className={`${link} cursor-pointer`} data-consent-settings>
            <span data-consent-ask>{settings.consent.settingsLink}</span>
            <span data-consent-withdraw>{settings.consent.withdrawLink}</span>
          </button>
        </li>
      )}
    </ul>
  );
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
