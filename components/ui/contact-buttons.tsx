import Link from "next/link";
import type { ReactNode } from "react";
import { telHref, whatsappHref } from "@/lib/site/contact-links";
import { pathOf } from "@/lib/site/routes";
import { PhoneIcon, WhatsAppIcon } from "./icons";

/**
 * The contact buttons, in the colour roles of app/globals.css: the call is the one filled button (orange), WhatsApp
 * and the quote are outlined (green, ink or white on a dark band), so a view never offers two filled actions side by
 * side and colour-blind visitors can tell them apart by their form as well as their words. Each reaches 3:1 against
 * its band by its fill or its 2 px outline. `.btn` and its tones are component classes (app/globals.css): every page
 * carries several of these buttons.
 */
type Size = "sm" | "lg";
const sizes: Record<Size, string> = { sm: "text-base", lg: "min-h-12 px-4 text-lg" };

export function CallButton(props: { e164: string; label: ReactNode; size?: Size; className?: string }) {
  return (
    <a href={telHref(props.e164)} className={`btn ${sizes[props.size ?? "lg"]} btn-call ${props.className ?? ""}`}>
      <PhoneIcon className="size-5 shrink-0" />
      {props.label}
    </a>
  );
}

export function WhatsAppButton(props: {
  number: string;
  message: string;
  label: ReactNode;
  size?: Size;
  className?: string;
}) {
  return (
    <a
      href={whatsappHref(props.number, props.message)}
      target="_blank"
      rel="noopener noreferrer"
      className={`btn ${sizes[props.size ?? "lg"]} btn-whatsapp ${props.className ?? ""}`}
    >
      <WhatsAppIcon className="size-5 shrink-0 text-whatsapp-600" />
      {props.label}
      <span className="sr-only"> (opent in een nieuw venster)</span>
    </a>
  );
}

export function QuoteLink(props: { label: ReactNode; size?: Size; onDark?: boolean; className?: string }) {
  const tone = props.onDark ? "btn-outline-on-dark" : "btn-outline";
  return (
    <Link href={pathOf("quote")} className={`btn ${sizes[props.size ?? "lg"]} ${tone} ${props.className ?? ""}`}>
      {props.label}
    </Link>
  );
}
