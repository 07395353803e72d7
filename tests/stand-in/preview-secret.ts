import { randomUUID } from "node:crypto";

/** What of the Content Lake stand-in (tests/stand-in/content-lake.ts) a secret is written with. */
type Lake = { httpOrigin: string; dataset: string; token: string };

/**
 * A preview secret as the Studio's Presentation tool writes it into its Content Lake before it opens the preview
 * (@sanity/preview-url-secret): a draft, so the site's published content never holds one. Returns the secret.
 */
export async function createPreviewSecret(lake: Lake, siteOrigin: string, prefix = "e2e"): Promise<string> {
  const secret = `${prefix}-${randomUUID()}`;
  const created = await fetch(`${lake.httpOrigin}/v2025-02-19/data/mutate/${lake.dataset}`, {
    method: "POST",
    headers: { authorization: `Bearer ${lake.token}`, "content-type": "application/json" },
    body: JSON.stringify({
      mutations: [
        {
          create: {
            _id: `drafts.${randomUUID()}`,
            _type: "sanity.previewUrlSecret",
            secret,
            studioUrl: `${siteOrigin}/studio`,
          },
        },
      ],
    }),
  });
  if (created.status !== 200) throw new Error(`the stand-in refused the preview secret: ${created.status}`);
  return secret;
}
