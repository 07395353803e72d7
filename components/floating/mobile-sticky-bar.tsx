import { PhoneIcon, WhatsAppIcon } from "@/components/ui/icons";

/** Call and WhatsApp, fixed to the bottom of small screens. No JavaScript. */
export function MobileStickyBar(props: { telHref: string; whatsappHref: string }) {
  return (
    <nav
      aria-label="Snel contact"
      data-testid="mobile-sticky-bar"
      data-track-source="sticky_mobile_button"
      className="fixed inset-x-0 bottom-0 z-40 grid grid-cols-2 border-brand-100 border-t bg-white shadow-[0_-4px_12px_rgba(0,0,0,0.08)] md:hidden"
    >
      <a
        href={props.telHref}
        className="flex min-h-14 items-center justify-center gap-2 bg-accent-600 font-semibold text-white"
      >
        <PhoneIcon /> Bel nu
      </a>
      <a
        href={props.whatsappHref}
        target="_blank"
        rel="noopener noreferrer"
        className="flex min-h-14 items-center justify-center gap-2 bg-whatsapp-600 font-semibold text-white"
      >
        <WhatsAppIcon /> WhatsApp<span className="sr-only"> (opent in een nieuw venster)</span>
      </a>
    </nav>
  );
}
