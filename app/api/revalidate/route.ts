import { revalidateTag } from "next/cache";
import { type NextRequest, NextResponse } from "next/server";
import { tagsForChange, verifyWebhook } from "@/lib/sanity/webhook";

/**
 * Sanity webhook: on publish, revalidates the pages that show the changed document, so edits go live without a
 * deploy. Configure the webhook with the projection `{_type, "slug": slug.current}` and the secret in
 * SANITY_REVALIDATE_SECRET. Fails closed: no secret configured, no revalidation.
 */
export async function POST(request: NextRequest) {
  const rawBody = await request.text();
  const check = await verifyWebhook(
    rawBody,
    request.headers.get("sanity-webhook-signature"),
    process.env.SANITY_REVALIDATE_SECRET,
  );
  if (!check.ok) return NextResponse.json({ error: check.reason }, { status: 401 });

  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    return NextResponse.json({ error: "body is not JSON" }, { status: 400 });
  }
  const tags = tagsForChange(body);
  if (!tags) return NextResponse.json({ error: "body needs a _type" }, { status: 400 });

  // expire: 0 — the next visitor gets the new content, not one more stale copy.
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  return NextResponse.json({ revalidated: tags });
}
