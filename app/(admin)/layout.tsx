import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { getSiteSettings } from "@/lib/content/site-settings";
import "../globals.css";

export async function generateMetadata(): Promise<Metadata> {
  const { companyName } = await getSiteSettings();
  return {
    title: { default: "Beheer", template: `%s | Beheer ${companyName}` },
    robots: { index: false, follow: false },
  };
}

export const viewport: Viewport = { themeColor: "#0f2a44", width: "device-width", initialScale: 1 };

/** Root layout of /auth and /admin: no public navigation, never indexed. */
export default function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="nl">
      <body className="min-h-dvh bg-slate-100 text-slate-900">{children}</body>
    </html>
  );
}
