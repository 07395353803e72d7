import Link from "next/link";
import { CallButton, QuoteLink, WhatsAppButton } from "@/components/ui/contact-buttons";
import type { SiteSettings } from "@/lib/content/site-settings";

/** Sticky bar on every page: the three contact routes, one tap away. */
export function TopBar({ settings }: { settings: SiteSettings }) {
  return (
    <header
      data-track-source="top_bar"
      className="sticky top-0 z-40 border-b border-brand-100 bg-white/95 backdrop-blur"
    >
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-2 px-3 py-2 sm:px-4">
        <Link href="/" className="font-bold text-brand-900 text-lg leading-tight sm:text-xl">
          {settings.companyName}
        </Link>
        <nav aria-label="Direct contact" className="flex items-center gap-1.5 sm:gap-2">
          <CallButton
            e164={settings.phone.e164}
            label={
              <>
                Bel<span className="max-sm:sr-only"> {settings.phone.display}</span>
              </>
            }
            size="sm"
          />
          <QuoteLink label="Offerte" size="sm" className="max-sm:hidden" />
          <WhatsAppButton
            number={settings.whatsapp.number}
            message={settings.whatsappMessages.general}
            size="sm"
            // On the narrowest phones the icon alone (with its spoken name) keeps the bar on one screen width.
            label={<span className="max-[379px]:sr-only">WhatsApp</span>}
          />
        </nav>
      </div>
    </header>
  );
}
