import "server-only";
import { createClient, type SanityClient } from "@sanity/client";
import { cookies, draftMode } from "next/headers";
import { sanityApiHost, sanityApiReadToken, studioSettings } from "@/lib/config";
import { sanityApiVersion as apiVersion } from "@/lib/public-config";
import { previewPassCookie, previewPassKey, previewPassValid } from "./preview-pass";

/**
 * The preview's client: the Content Lake the Studio edits (SANITY_STUDIO_PROJECT_ID and SANITY_STUDIO_DATASET,
 * by default the pages' own project), read with the server-only Viewer token in the drafts perspective, never
 * through the CDN or Next's cache. The Studio writes the preview secret there and keeps its drafts there, so the
 * secret and the drafts are read where they are, also when the pages read the local dataset file (no
 * NEXT_PUBLIC_SANITY_PROJECT_ID, as in the tests: the Studio edits the stand-in, the pages read the file).
 * Its host: SANITY_API_HOST (the server's own route to the API), else the Studio's SANITY_STUDIO_API_HOST, else
 * Sanity's host of the project. Null without a Studio project or a token: then there is no preview.
 */
export const previewClient: SanityClient | null = (() => {
  if (!studioSettings || !sanityApiReadToken) return null;
  const apiHost = sanityApiHost ?? studioSettings.apiHost;
  return createClient({
    projectId: studioSettings.projectId,
    dataset: studioSettings.dataset,
    apiVersion,
    token: sanityApiReadToken,
    useCdn: false,
    perspective: "drafts",
    // Click-to-edit marks chosen elements (lib/sanity/edit-marks.ts), never the words: no stega in any value.
    stega: false,
    ...(apiHost ? { apiHost, useProjectHostname: false } : {}),
  });
})();

const passKey = previewClient && sanityApiReadToken ? previewPassKey(sanityApiReadToken) : null;

/** The key the site's preview passes are signed with (./preview-pass.ts); null without a preview. */
export const serverPreviewPassKey = (): Buffer | null => passKey;

/**
 * Whether this request is a preview: draft mode on (the Presentation tool's secret was checked by
 * /api/draft-mode/enable), the site's own pass from that same check still valid (./preview-pass.ts: Next's
 * draft-mode cookie alone is one value per build and never ends), and a preview configured. Outside a request
 * (background work) and while a page is prerendered, never; the cookies are read only once draft mode is on, so a
 * static page stays static.
 */
export async function isPreview(): Promise<boolean> {
  if (!previewClient || !passKey) return false;
  try {
    if (!(await draftMode()).isEnabled) return false;
    return previewPassValid((await cookies()).get(previewPassCookie)?.value, passKey);
  } catch {
    return false;
  }
}
