import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import "../globals.css";

export const metadata: Metadata = {
  title: { default: "Beheer", template: "%s | Beheer Brabant Dakzorg" },
  robots: { index: false, follow: false },
};

export const viewport: Viewport = { themeColor: "#0f2a44", width: "device-width", initialScale: 1 };

/** Root layout of /auth and /admin: no public navigation, never indexed. */
export default function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="nl">
      <body className="min-h-dvh bg-slate-100 text-slate-900">{children}</body>
    </html>
  );
}
