import { revalidateTag } from "next/cache";
import { type NextRequest, NextResponse } from "next/server";
import { cacheStore } from "@/lib/cache/store";
import { sanityRevalidateSecret } from "@/lib/config";
import { getDatabase } from "@/lib/db/client";
import { errorSummary } from "@/lib/logging";
import { recordPublish } from "@/lib/sanity/last-publish";
import { isFirstDelivery, tagsForChange, verifyWebhook } from "@/lib/sanity/webhook";
import { webhookBodyBytes } from "@/lib/security/body-limits";
import { readBodyCapped } from "@/lib/security/read-body";

/**
 * Sanity webhook: on publish, revalidates the pages that show the changed document, so edits go live without a
 * deploy. Configure the webhook with the projection `{_type, "slug": slug.current}` and the secret in
 * SANITY_REVALIDATE_SECRET. Fails closed: no secret configured, no revalidation. Without a secret or a signature
 * header the body is not even read.
 */
export async function POST(request: NextRequest) {
  const secret = sanityRevalidateSecret;
  const signature = request.headers.get("sanity-webhook-signature");
  if (!secret || !signature) {
    const reason = secret ? "missing signature" : "SANITY_REVALIDATE_SECRET is not configured";
    return NextResponse.json({ error: reason }, { status: 401 });
  }
  const rawBody = await readBodyCapped(request, webhookBodyBytes);
  if (rawBody === null) return NextResponse.json({ error: "body too large" }, { status: 413 });
  const check = await verifyWebhook(rawBody, signature, secret);
  if (!check.ok) return NextResponse.json({ error: check.reason }, { status: 401 });

  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    return NextResponse.json({ error: "body is not JSON" }, { status: 400 });
  }
  const tags = tagsForChange(body);
  if (!tags) return NextResponse.json({ error: "body needs a _type" }, { status: 400 });
  let database: Awaited<ReturnType<typeof getDatabase>> | undefined;
  try {
    database = await getDatabase();
    if (!(await isFirstDelivery(database.db, signature))) {
      return NextResponse.json({ error: "this delivery was already applied" }, { status: 409 });
    }
  } catch (error) {
    // A publish must not wait for the database: without it, a repeat is let through (it only renders pages again).
    console.error("Webhook delivery not checked for repeats:", errorSummary(error));
  }

  // expire: 0 — the next visitor gets the new content, not one more stale copy. The tags live in the cache store
  // every instance reads (lib/cache/store.ts), so this reaches all of them; a render that was running meanwhile is
  // stored as made before this moment (lib/cache/page-cache-handler.ts), so it is made again too.
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  // Next applies revalidateTag after the response has gone out: written here as well, and awaited, so that the
  // 200 means every instance already serves the new content, and a store that is down answers an error, which
  // Sanity delivers again.
  try {
    await cacheStore().revalidateTags(tags, 0);
  } catch (error) {
    console.error("Publish not applied:", errorSummary(error));
    return NextResponse.json({ error: "the cache could not be updated; deliver again" }, { status: 503 });
  }
  // For the launch checklist: the webhook works. Best effort: the publish is already applied.
  if (database) {
    await recordPublish(database.db, (body as { _type: string })._type).catch((error) =>
      console.error("Publish not recorded:", errorSummary(error)),
    );
  }
  return NextResponse.json({ revalidated: tags });
}
