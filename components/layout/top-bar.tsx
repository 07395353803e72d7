import Link from "next/link";
import { CallButton, QuoteLink, WhatsAppButton } from "@/components/ui/contact-buttons";
import { MenuIcon } from "@/components/ui/icons";
import type { ContactDetails, SiteSettings } from "@/lib/content/site-settings";
import type { SitePageLink } from "@/lib/site/site-pages";

/**
 * Sticky bar on every page: the three contact routes one tap away, and a menu that reaches every main page in a
 * second tap. The menu is a native disclosure (<details>): it works without JavaScript; the analytics script only
 * closes it after a navigation.
 */
/** The call button's words around the number ("Bel" of "Bel {phone}"), so that a narrow screen can show less. */
function aroundNumber(label: string, phoneDisplay: string) {
  const [before = "", after = ""] = label.split(phoneDisplay);
  return { before: before.trim(), after: after.trim() };
}

export function TopBar(props: {
  settings: SiteSettings;
  contact: ContactDetails;
  whatsappMessage: string;
  pages: SitePageLink[];
}) {
  const { settings, contact } = props;
  const call = aroundNumber(contact.labels.call, contact.phone.display);
  return (
    <header
      data-track-source="top_bar"
      className="sticky top-0 z-40 border-b border-brand-100 bg-white/95 backdrop-blur"
    >
      <div className="relative mx-auto flex max-w-6xl items-center justify-between gap-2 px-3 py-2 sm:px-4">
        <Link href="/" className="font-bold text-base text-brand-900 leading-tight min-[380px]:text-lg sm:text-xl">
          {settings.companyName}
        </Link>
        {/* Labels give way to icons (with their spoken names) as the screen narrows, down to 320 px. */}
        <div className="flex items-center gap-1 min-[380px]:gap-1.5 sm:gap-2">
          <nav aria-label="Direct contact" className="flex items-center gap-1 min-[380px]:gap-1.5 sm:gap-2">
            <CallButton
              e164={contact.phone.e164}
              label={
                <>
                  {call.before && <span className="max-[379px]:sr-only">{call.before}</span>}
                  <span className="max-sm:sr-only"> {contact.phone.display}</span>
                  {call.after && <span className="max-sm:sr-only"> {call.after}</span>}
                </>
              }
              size="sm"
            />
            <QuoteLink label="Offerte" size="sm" className="max-md:hidden" />
            <WhatsAppButton
              number={contact.whatsappNumber}
              message={props.whatsappMessage}
              size="sm"
              label={<span className="max-sm:sr-only">WhatsApp</span>}
            />
          </nav>
          <details data-site-menu className="group">
            <summary className="flex min-h-11 min-w-11 cursor-pointer list-none items-center justify-center gap-1.5 rounded-lg px-2 font-semibold text-brand-900 text-sm ring-1 ring-brand-100 hover:bg-brand-50 [&::-webkit-details-marker]:hidden">
              <MenuIcon />
              <span className="max-lg:sr-only">Menu</span>
            </summary>
            <nav
              aria-label="Menu"
              className="absolute inset-x-0 top-full border-brand-100 border-b bg-white shadow-lg sm:right-4 sm:left-auto sm:w-72 sm:rounded-b-xl sm:border-x"
            >
              <ul className="divide-y divide-brand-50 py-1">
                {props.pages
                  .filter((page) => page.nav === "main")
                  .map((item) => (
                    <li key={item.path}>
                      <Link
                        href={item.path}
                        className="flex min-h-12 items-center px-4 font-semibold text-brand-900 hover:bg-brand-50"
                      >
                        {item.label}
                      </Link>
                    </li>
                  ))}
              </ul>
            </nav>
          </details>
        </div>
      </div>
    </header>
  );
}
