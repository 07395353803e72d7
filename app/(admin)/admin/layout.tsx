import type { Metadata } from "next";
import { type ReactNode, Suspense } from "react";
import { AdminServiceWorker } from "@/components/admin/admin-service-worker";
import { AdminShell } from "@/components/admin/admin-shell";
import { FullPageSpinner } from "@/components/admin/spinner";

/**
 * The admin as an app on the owner's phone: its manifest and the iPhone's home-screen details, on admin pages only
 * (a public page links no manifest and registers no service worker).
 */
export const metadata: Metadata = {
  manifest: "/admin/manifest.webmanifest",
  appleWebApp: { capable: true, title: "Beheer", statusBarStyle: "default" },
  // A layout's icons replace the root's (app/icon.svg) altogether, so the tab's icon is named again here.
  icons: {
    icon: { url: "/icon.svg", type: "image/svg+xml", sizes: "any" },
    apple: "/admin/icons/apple-touch-icon.png",
  },
};

/**
 * The shell of every /admin page: the header, or the "no access" view instead of the page. The pages check the
 * session too (lib/auth/session.ts adminPageSession): Next renders a page alongside its layout, and keeps the layout
 * on a client navigation between its pages.
 */
export default function AdminSectionLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <Suspense fallback={<FullPageSpinner label="Sessie laden..." />}>
        <AdminShell>{children}</AdminShell>
      </Suspense>
      <AdminServiceWorker />
    </>
  );
}
