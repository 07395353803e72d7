import { randomUUID } from "node:crypto";

import type { ContentLake } from "./content-lake.ts";

/**
 * A preview secret as the Studio's Presentation tool writes it into its Content Lake before it opens the preview
 * (@sanity/preview-url-secret): a draft, so the site's published content never holds one. Returns the secret.
 */
export async function createPreviewSecret(
  lake: Pick<ContentLake, "mutate">,
  siteOrigin: string,
  prefix = "e2e",
): Promise<string> {
  const secret = `${prefix}-${randomUUID()}`;
  const status = await lake.mutate([
    {
      create: {
        _id: `drafts.${randomUUID()}`,
        _type: "sanity.previewUrlSecret",
        secret,
        studioUrl: `${siteOrigin}/studio`,
      },
    },
  ]);
  if (status !== 200) throw new Error(`the stand-in refused the preview secret: ${status}`);
  return secret;
}
