import { PhoneIcon, WhatsAppIcon } from "@/components/ui/icons";

/**
 * Call and WhatsApp, fixed to the bottom of small screens. No JavaScript. The call is filled, WhatsApp white with a
 * green edge: the two differ in form, not only in colour (orange and green have about the same lightness).
 */
export function MobileStickyBar(props: { telHref: string; whatsappHref: string }) {
  return (
    <nav
      aria-label="Snel contact"
      data-testid="mobile-sticky-bar"
      data-track-source="sticky_mobile_button"
      className="fixed inset-x-0 bottom-0 z-40 grid grid-cols-2 border-sand-line border-t bg-white shadow-[0_-4px_12px_rgba(0,0,0,0.08)] md:hidden"
    >
      <a
        href={props.telHref}
        className="flex min-h-14 items-center justify-center gap-2 bg-call-600 font-bold text-lg text-white"
      >
        <PhoneIcon /> Bel nu
      </a>
      <a
        href={props.whatsappHref}
        target="_blank"
        rel="noopener noreferrer"
        className="flex min-h-14 items-center justify-center gap-2 bg-white font-bold text-lg text-whatsapp-700 shadow-[inset_0_3px_0_var(--color-whatsapp-600)]"
      >
        <WhatsAppIcon className="size-5 text-whatsapp-600" /> WhatsApp
        <span className="sr-only"> (opent in een nieuw venster)</span>
      </a>
    </nav>
  );
}
