import Link from "next/link";
import type { ReactNode } from "react";
import { telHref, whatsappHref } from "@/lib/site/contact-links";
import { pathOf } from "@/lib/site/routes";
import { PhoneIcon, WhatsAppIcon } from "./icons";

/**
 * The contact buttons, in the colour roles of app/globals.css: the call is the one filled button (orange), WhatsApp
 * and the quote are outlined (green, ink or white on a dark band), so a view never offers two filled actions side by
 * side and colour-blind visitors can tell them apart by their form as well as their words. Each reaches 3:1 against
 * its band by its fill or its 2 px outline.
 */
const base =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-[10px] px-4 py-2 font-bold leading-tight transition-colors";

type Size = "sm" | "lg";
const sizes: Record<Size, string> = { sm: "text-base", lg: "min-h-12 px-4 text-lg" };

export function CallButton(props: { e164: string; label: ReactNode; size?: Size; className?: string }) {
  return (
    <a
      href={telHref(props.e164)}
      className={`${base} ${sizes[props.size ?? "lg"]} bg-call-600 text-white shadow-sm hover:bg-call-700 ${props.className ?? ""}`}
    >
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
      className={`${base} ${sizes[props.size ?? "lg"]} bg-white text-whatsapp-700 ring-2 ring-whatsapp-600 ring-inset hover:bg-green-50 ${props.className ?? ""}`}
    >
      <WhatsAppIcon className="size-5 shrink-0 text-whatsapp-600" />
      {props.label}
      <span className="sr-only"> (opent in een nieuw venster)</span>
    </a>
  );
}

export function QuoteLink(props: { label: ReactNode; size?: Size; onDark?: boolean; className?: string }) {
  const tone = props.onDark
    ? "text-white ring-2 ring-white/70 ring-inset hover:bg-white/10"
    : "bg-white text-ink ring-2 ring-ink-2 ring-inset hover:bg-sand";
  return (
    <Link href={pathOf("quote")} className={`${base} ${sizes[props.size ?? "lg"]} ${tone} ${props.className ?? ""}`}>
      {props.label}
    </Link>
  );
}
