import Link from "next/link";
import type { SiteSettings } from "@/lib/content/site-settings";
import { telHref } from "@/lib/site/contact-links";
import { footerLinks } from "@/lib/site/navigation";

export function SiteFooter({ settings }: { settings: SiteSettings }) {
  const { address } = settings;
  return (
    <footer className="mt-16 bg-brand-900 text-brand-50">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2">
        <div>
          <p className="font-bold text-lg text-white">{settings.companyName}</p>
          <p className="mt-2 text-sm">{settings.tagline}</p>
          <address className="mt-4 text-sm not-italic leading-relaxed">
            {address.street}
            <br />
            {address.postalCode} {address.city}
            <br />
            <a className="underline underline-offset-2 hover:text-white" href={telHref(settings.phone.e164)}>
              {settings.phone.display}
            </a>
            <br />
            <a className="underline underline-offset-2 hover:text-white" href={`mailto:${settings.email}`}>
              {settings.email}
            </a>
            <br />
            KvK {settings.kvk}
          </address>
        </div>
        <nav aria-label="Footer">
          <ul className="grid grid-cols-2 gap-2 text-sm">
            {footerLinks.map((link) => (
              <li key={link.href}>
                <Link className="underline-offset-2 hover:text-white hover:underline" href={link.href}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
