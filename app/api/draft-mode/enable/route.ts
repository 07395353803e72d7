import { connection } from "next/server";
import { defineEnableDraftMode } from "next-sanity/draft-mode";
import { previewClient } from "@/lib/sanity/preview";

/**
 * The Presentation tool's way in (studio/presentation.ts): the Studio writes a short-lived secret into its Content
 * Lake and opens this address with it; the secret is checked there with the server-only Viewer token
 * (@sanity/preview-url-secret), then draft mode is switched on and the browser sent to the page asked for (a path
 * only: the check keeps no host). A wrong or expired secret is a 401; without a preview configured, 404.
 */
const enable = previewClient ? defineEnableDraftMode({ client: previewClient }) : null;

export async function GET(request: Request): Promise<Response> {
  // Per request, never prerendered: a build has no token, and its 404 would otherwise be what every request gets.
  await connection();
  if (!enable) return new Response("Geen voorbeeldweergave ingesteld.", { status: 404 });
  return enable.GET(request);
}
