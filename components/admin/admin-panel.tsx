import type { ReactNode } from "react";

/** A white panel of an admin page, named by its heading. */
export function AdminPanel({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-xl bg-white p-5 shadow-sm">
      <h2 id={id} className="font-bold text-xl">
        {title}
      </h2>
      {children}
    </section>
  );
}
