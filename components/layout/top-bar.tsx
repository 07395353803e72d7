import Link from "next/link";
import { CallButton, QuoteLink, WhatsAppButton } from "@/components/ui/contact-buttons";
import { MenuIcon } from "@/components/ui/icons";
import type { SitePageLink } from "@/lib/content/site-pages";
import type { ContactDetails, SiteSettings } from "@/lib/content/site-settings";
import { headerNav } from "@/lib/site/routes";

/**
 * Sticky bar on every page: the company, from 1280 px the main pages as links, and the three contact routes one tap
 * away (the call filled, the quote and WhatsApp outlined), and a menu that reaches every main page in a second tap.
 * The menu is a native disclosure (<details>): it works without JavaScript; the analytics script only closes it
 * after a navigation.
 */
/** The call button's words around the number ("Bel" of "Bel {phone}"), so that a narrow screen can show less. */
function aroundNumber(label: string, phoneDisplay: string) {
  const [before = "", after = ""] = label.split(phoneDisplay);
  return { before: before.trim(), after: after.trim() };
}

/** The company's mark: a roof in the highlight colour on ink. Drawn, no file to fetch. */
function Mark() {
  return (
    <span aria-hidden="true" className="flex size-9 shrink-0 items-center justify-center rounded-[10px] bg-ink">
      <svg
        className="size-5 text-amber-300"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.4"
        aria-hidden="true"
      >
        <path strokeLinecap="round" strokeLinejoin="round" d="M3 11.5 12 4l9 7.5M6 10v9h12v-9" />
      </svg>
    </span>
  );
}

export function TopBar(props: {
  settings: SiteSettings;
  contact: ContactDetails;
  whatsappMessage: string;
  pages: SitePageLink[];
}) {
  const { settings, contact } = props;
  const call = aroundNumber(contact.labels.call, contact.phone.display);
  const barPages = headerNav.flatMap((key) => props.pages.filter((page) => page.key === key));
  return (
    <header
      data-track-source="top_bar"
      className="sticky top-0 z-40 border-sand-line border-b bg-white/95 backdrop-blur"
    >
      <div className="relative mx-auto flex max-w-[75rem] items-center justify-between gap-2 px-3 py-1.5 sm:px-6 sm:py-2">
        <Link
          href="/"
          className="flex min-w-0 items-center gap-2 font-extrabold text-base text-ink leading-tight tracking-tight min-[380px]:text-lg sm:text-xl xl:shrink-0 xl:whitespace-nowrap xl:text-lg"
        >
          <Mark />
          <span className="max-[359px]:sr-only">{settings.companyName}</span>
        </Link>
        {/* The main pages as links where there is room for them beside the contact routes. */}
        <nav aria-label="Belangrijkste pagina’s" className="hidden xl:block">
          <ul className="top-bar-links flex items-center gap-4">
            {barPages.map((page) => (
              <li key={page.path}>
                <Link href={page.path}>{page.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        {/* Labels give way to icons (with their spoken names) as the screen narrows, down to 320 px. */}
        <div className="flex items-center gap-1 min-[380px]:gap-1.5 sm:gap-2">
          <nav aria-label="Direct contact" className="flex items-center gap-1 min-[380px]:gap-1.5 sm:gap-2">
            <CallButton
              e164={contact.phone.e164}
              label={
                <>
                  {call.before && <span className="max-[379px]:sr-only xl:sr-only">{call.before}</span>}
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
              className="max-sm:px-3"
              label={<span className="max-sm:sr-only xl:sr-only">WhatsApp</span>}
            />
          </nav>
          <details data-site-menu className="group">
            <summary className="flex min-h-11 min-w-11 cursor-pointer list-none items-center justify-center gap-1.5 rounded-[10px] px-2 font-semibold text-ink text-sm ring-1 ring-sand-line hover:bg-sand [&::-webkit-details-marker]:hidden">
              <MenuIcon />
              <span className="max-lg:sr-only xl:sr-only">Menu</span>
            </summary>
            <nav
              aria-label="Menu"
              className="absolute inset-x-0 top-full border-sand-line border-b bg-white shadow-lg sm:right-4 sm:left-auto sm:w-72 sm:rounded-b-xl sm:border-x"
            >
              <ul className="menu-links divide-y divide-sand-line py-1">
                {props.pages
                  .filter((page) => page.nav === "main")
                  .map((item) => (
                    <li key={item.path}>
                      <Link href={item.path}>{item.label}</Link>
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
