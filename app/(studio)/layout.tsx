import type { ReactNode } from "react";

export { metadata, viewport } from "next-sanity/studio";

/**
 * The Studio's own root layout: it keeps Sanity's styles and scripts away from the public pages, and a future
 * next-sanity without NextStudio changes only this route group.
 */
export default function StudioLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="nl">
      <body style={{ margin: 0 }}>{children}</body>
    </html>
  );
}
