import Link from "next/link";
import { CompanyLine, LegalLinks, PageLinkItems } from "@/components/layout/legal-links";
import type { SitePageLink } from "@/lib/content/site-pages";
import type { ContactDetails, SiteSettings } from "@/lib/content/site-settings";
import type { TownLink } from "@/lib/content/towns";
import { telHref } from "@/lib/site/contact-links";
import { townPath } from "@/lib/site/routes";

export function SiteFooter({
  settings,
  towns,
  contact,
  pages,
}: {
  settings: SiteSettings;
  towns: TownLink[];
  contact: ContactDetails;
  pages: SitePageLink[];
}) {
  const { address } = settings;
  return (
    <footer data-testid="site-footer" className="bg-ink text-white/90">
      <div className="mx-auto grid max-w-[75rem] gap-8 px-4 py-10 sm:grid-cols-2 sm:px-6 lg:grid-cols-[1.2fr_1fr_2fr] lg:py-14">
        <div>
          <p className="font-bold text-lg text-white">{settings.companyName}</p>
          <p className="mt-2 text-sm">{settings.tagline}</p>
          <address className="mt-4 text-sm not-italic leading-relaxed">
            {address.street}
            <br />
            {address.postalCode} {address.city}
            <br />
            <a
              className="my-1 inline-block font-bold text-white text-xl underline-offset-4 hover:underline"
              href={telHref(contact.phone.e164)}
            >
              {contact.phone.display}
            </a>
            <br />
            <a className="underline underline-offset-2 hover:text-white" href={`mailto:${settings.email}`}>
              {settings.email}
            </a>
          </address>
          <div className="mt-4 text-sm">
            <CompanyLine settings={settings} />
          </div>
        </div>
        <nav aria-label="Voettekst">
          <h2 className="font-semibold text-white">Pagina’s</h2>
          <ul className="footer-links mt-3 space-y-2 text-sm">
            <PageLinkItems pages={pages} nav="main" />
          </ul>
        </nav>
        <nav aria-label="Werkgebied">
          <h2 className="font-semibold text-white">Werkgebied</h2>
          <ul className="footer-links mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3">
            {towns.map((town) => (
              <li key={town.slug}>
                <Link href={townPath(town.slug)} prefetch={false}>
                  Dakdekker {town.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-white/15 border-t">
        <div className="mx-auto flex max-w-[75rem] flex-wrap justify-between gap-2 px-4 py-4 text-sm text-white/80 sm:px-6">
          <p>
            © {settings.legalName} · {settings.openingHours.emergency}
          </p>
          <LegalLinks settings={settings} pages={pages} />
        </div>
      </div>
    </footer>
  );
}
