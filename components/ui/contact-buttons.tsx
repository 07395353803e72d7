import Link from "next/link";
import type { ReactNode } from "react";
import { telHref, whatsappHref } from "@/lib/site/contact-links";
import { pathOf } from "@/lib/site/routes";
import { ClipboardIcon, PhoneIcon, WhatsAppIcon } from "./icons";

const base =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 py-2 font-semibold text-white shadow-sm transition-colors";

type Size = "sm" | "lg";
const sizes: Record<Size, string> = { sm: "text-sm", lg: "px-6 py-3 text-lg" };

export function CallButton(props: { e164: string; label: ReactNode; size?: Size; className?: string }) {
  return (
    <a
      href={telHref(props.e164)}
      className={`${base} ${sizes[props.size ?? "lg"]} bg-accent-600 hover:bg-accent-700 ${props.className ?? ""}`}
    >
      <PhoneIcon />
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
      className={`${base} ${sizes[props.size ?? "lg"]} bg-whatsapp-600 hover:bg-whatsapp-700 ${props.className ?? ""}`}
    >
      <WhatsAppIcon />
      {props.label}
      <span className="sr-only"> (opent in een nieuw venster)</span>
    </a>
  );
}

export function QuoteLink(props: { label: string; size?: Size; className?: string }) {
  return (
    <Link
      href={pathOf("quote")}
      className={`${base} ${sizes[props.size ?? "lg"]} bg-brand-800 hover:bg-brand-900 ${props.className ?? ""}`}
    >
      <ClipboardIcon />
      {props.label}
    </Link>
  );
}
