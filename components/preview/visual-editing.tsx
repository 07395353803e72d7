"use client";

import { lazy, Suspense } from "react";

/**
 * The site layout renders this in draft mode only (app/(site)/layout.tsx). Any client component the layout imports is
 * in the layout's own chunk, which every public page loads, whether it renders or not: so this part is as small as
 * can be, and the editing code (./visual-editing-frame.tsx, next-sanity's VisualEditing) is a chunk of its own that
 * a browser fetches only when a preview renders it. Imported directly, it cost every public page 1.2 to 1.6 KiB
 * (next/dynamic's runtime with it), over the JavaScript budgets.
 */
const VisualEditingFrame = lazy(() => import("./visual-editing-frame"));

export function PreviewEditing() {
  return (
    <Suspense fallback={null}>
      <VisualEditingFrame />
    </Suspense>
  );
}
