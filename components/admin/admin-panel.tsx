import type { ReactNode } from "react";

type Props = {
  /** The heading's id: the panel is named by its heading. */
  id: string;
  title: ReactNode;
  children: ReactNode;
  /** The panel's own id, for a link or a redirect that leads to it (a URL's #fragment). */
  anchor?: string;
  /** The name the end-to-end tests find the panel by. */
  testId?: string;
};

/** A white panel of an admin page, named by its heading. */
export function AdminPanel({ id, title, children, anchor, testId }: Props) {
  return (
    <section id={anchor} aria-labelledby={id} className="rounded-xl bg-white p-5 shadow-sm" data-testid={testId}>
      <h2 id={id} className="font-bold text-xl">
        {title}
      </h2>
      {children}
    </section>
  );
}
