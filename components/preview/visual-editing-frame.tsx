"use client";

import { useRouter } from "next/navigation";
import { VisualEditing } from "next-sanity/visual-editing/client-component";

/**
 * Click-to-edit in the Presentation tool's frame: the overlays on the elements the page marks (lib/sanity/edit-marks.ts)
 * and the Studio's navigation. Loaded by ./visual-editing.tsx, in draft mode only. A draft saved in the Studio renders
 * the page again (its reads are uncached in draft mode). No perspective switching: a preview always shows the drafts.
 */
export default function VisualEditingFrame() {
  const router = useRouter();
  return (
    <VisualEditing
      refresh={(payload) => {
        router.refresh();
        // The Studio waits for this before it sends the next refresh.
        return payload.source === "mutation" || payload.source === "manual"
          ? new Promise((resolve) => setTimeout(resolve, 500))
          : false;
      }}
    />
  );
}
