"use client";

import { createContext, type ReactNode } from "react";

/** The page's phone number and WhatsApp link, for the error boundary (a client component that cannot read content). */
export type PageContact = { tel: string; phoneDisplay: string; whatsapp: string };

export const ContactContext = createContext<PageContact | null>(null);

export function ContactProvider({ value, children }: { value: PageContact; children: ReactNode }) {
  return <ContactContext value={value}>{children}</ContactContext>;
}
