import { type ReactNode, Suspense } from "react";
import { AdminShell } from "@/components/admin/admin-shell";
import { FullPageSpinner } from "@/components/admin/spinner";

/**
 * The shell of every /admin page: the session is checked before anything of the page shows. The pages check it
 * again through their reads (lib/auth/session.ts requireAdmin): a layout is not rendered again on a client
 * navigation between its pages.
 */
export default function AdminSectionLayout({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<FullPageSpinner label="Sessie laden..." />}>
      <AdminShell>{children}</AdminShell>
    </Suspense>
  );
}
