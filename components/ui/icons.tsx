/** Inline SVG icons: no icon font or library, nothing for the browser to download. */

type IconProps = { className?: string };

/*
 * The phone and WhatsApp icons are on every page many times over (the top bar, the hero, the sticky bar, the closing
 * call...): their shapes are drawn once per document, in <IconSprite /> in the root layouts, and each icon refers to
 * its shape with <use>. The WhatsApp logo's path alone is half a kilobyte, and every copy is sent twice (the HTML
 * and the React payload).
 */
const phonePath =
  "M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.46.57 3.6a1 1 0 0 1-.25 1z";
const whatsappPath =
  "M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2m0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2m4.5-6.1c-.25-.12-1.46-.72-1.69-.8s-.39-.12-.55.12-.63.8-.78.96-.29.19-.53.06a6.7 6.7 0 0 1-3.35-2.93c-.25-.44.25-.41.73-1.36a.46.46 0 0 0-.02-.44c-.06-.12-.55-1.33-.76-1.82s-.4-.41-.55-.42h-.47a.9.9 0 0 0-.65.3 2.74 2.74 0 0 0-.86 2.04 4.76 4.76 0 0 0 1 2.53 10.9 10.9 0 0 0 4.17 3.69c1.55.67 2.16.73 2.94.61a2.5 2.5 0 0 0 1.65-1.16 2 2 0 0 0 .14-1.16c-.06-.1-.22-.16-.47-.28";

/** The shared shapes, once per document: rendered by each root layout of the public pages. */
export function IconSprite() {
  return (
    <svg aria-hidden="true" className="hidden">
      <symbol id="icon-phone" viewBox="0 0 24 24">
        <path d={phonePath} />
      </symbol>
      <symbol id="icon-whatsapp" viewBox="0 0 24 24">
        <path d={whatsappPath} />
      </symbol>
    </svg>
  );
}

export function PhoneIcon({ className = "size-5" }: IconProps) {
  return (
    <svg className={className} fill="currentColor" aria-hidden="true">
      <use href="#icon-phone" />
    </svg>
  );
}

export function WhatsAppIcon({ className = "size-5" }: IconProps) {
  return (
    <svg className={className} fill="currentColor" aria-hidden="true">
      <use href="#icon-whatsapp" />
    </svg>
  );
}

export function ClipboardIcon({ className = "size-5" }: IconProps) {
  return (
    <svg className={className} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path
        strokeLinecap="round"
        strokeLinejoin="round"
        d="M9 4h6m-6 0a2 2 0 0 0-2 2H6a2 2 0 0 0-2 2v11a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8a2 2 0 0 0-2-2h-1a2 2 0 0 0-2-2M9 4a2 2 0 0 1 2-2h2a2 2 0 0 1 2 2m-6 9 2 2 4-4"
      />
    </svg>
  );
}

function Outline({ className = "size-6", d }: IconProps & { d: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={d} />
    </svg>
  );
}

export const CheckIcon = (p: IconProps) => <Outline {...p} d="m5 12 5 5L20 7" />;
export const CrossIcon = (p: IconProps) => <Outline {...p} d="M6 6l12 12M18 6 6 18" />;
export const AlertIcon = (p: IconProps) => (
  <Outline {...p} d="M12 9v4m0 4h.01M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0" />
);
export const SearchIcon = (p: IconProps) => <Outline {...p} d="m21 21-4.3-4.3M11 18a7 7 0 1 1 0-14 7 7 0 0 1 0 14" />;
export const WrenchIcon = (p: IconProps) => (
  <Outline {...p} d="M14.7 6.3a4 4 0 0 0-5.4 5.4L3 18l3 3 6.3-6.3a4 4 0 0 0 5.4-5.4l-2.6 2.6-2.4-.6-.6-2.4z" />
);
export const HomeIcon = (p: IconProps) => <Outline {...p} d="M3 11.5 12 4l9 7.5M5 10v10h14V10M10 20v-6h4v6" />;
export const ClockIcon = (p: IconProps) => <Outline {...p} d="M12 7v5l3 2m6-2a9 9 0 1 1-18 0 9 9 0 0 1 18 0" />;
export const ShieldIcon = (p: IconProps) => (
  <Outline {...p} d="M12 3 4 6v6c0 4.5 3.4 8.3 8 9 4.6-.7 8-4.5 8-9V6zm-3 9 2 2 4-4" />
);
export const EuroIcon = (p: IconProps) => <Outline {...p} d="M17 6.5A7 7 0 1 0 17 17.5M4 10h9M4 14h9" />;
export const ArrowLeftIcon = (p: IconProps) => <Outline {...p} d="M19 12H5m6-6-6 6 6 6" />;
export const ArrowRightIcon = (p: IconProps) => <Outline {...p} d="M5 12h14m-6-6 6 6-6 6" />;
export const MapPinIcon = (p: IconProps) => (
  <Outline {...p} d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21m0-9a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5" />
);
export const StarIcon = (p: IconProps) => (
  <Outline {...p} d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1.1 6.2-5.6-3-5.6 3 1.1-6.2L3 9.6l6.2-.9z" />
);
export const MailIcon = (p: IconProps) => <Outline {...p} d="M3 6h18v12H3zm0 0 9 7 9-7" />;
export const QuoteIcon = (p: IconProps) => (
  <Outline {...p} d="M7 17c-2 0-3-1.5-3-3.5C4 10 6 7.5 9 7M17 17c-2 0-3-1.5-3-3.5C14 10 16 7.5 19 7" />
);

export function MenuIcon({ className = "size-5" }: IconProps) {
  return (
    <svg className={className} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path strokeLinecap="round" d="M4 6h16M4 12h16M4 18h16" />
    </svg>
  );
}
