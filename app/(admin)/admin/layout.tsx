import { type ReactNode, Suspense } from "react";
import { AdminShell } from "@/components/admin/admin-shell";
import { FullPageSpinner } from "@/components/admin/spinner";

/**
 * The shell of every /admin page: the header, or the "no access" view instead of the page. The pages check the
 * session too (lib/auth/session.ts adminPageSession): Next renders a page alongside its layout, and keeps the layout
 * on a client navigation between its pages.
 */
export default function AdminSectionLayout({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<FullPageSpinner label="Sessie laden..." />}>
      <AdminShell>{children}</AdminShell>
    </Suspense>
  );
}
