import { getURLFromRedirectError } from "next/dist/client/components/redirect";
import { isRedirectError } from "next/dist/client/components/redirect-error";
import { connection } from "next/server";
import { defineEnableDraftMode } from "next-sanity/draft-mode";
import { siteUrl } from "@/lib/config";
import { errorSummary } from "@/lib/logging";
import { previewClient } from "@/lib/sanity/preview";
import {
  grantPreviewPass,
  looksLikePreviewSecret,
  previewAttemptAllowed,
  previewAttemptLimit,
} from "@/lib/sanity/preview-access";
import { redirectWithin, sameSitePath } from "@/lib/security/safe-redirect";

/**
 * The Presentation tool's way in (studio/presentation.ts): the Studio writes a short-lived secret into its Content
 * Lake and opens this address with it; the secret is checked there with the server-only Viewer token
 * (@sanity/preview-url-secret), then draft mode is switched on, the site's own preview pass given
 * (lib/sanity/preview-pass.ts) and the browser sent to the page asked for. A wrong or expired secret is a 401;
 * without a preview configured, 404; too many attempts from one address, 429, before the Content Lake is asked.
 */
const enable = previewClient ? defineEnableDraftMode({ client: previewClient }) : null;

/** The query parameter that names the page to open (@sanity/preview-url-secret's urlSearchParamPreviewPathname). */
const pathnameParameter = "sanity-preview-pathname";

export async function GET(request: Request): Promise<Response> {
  // Per request, never prerendered: a build has no token, and its 404 would otherwise be what every request gets.
  await connection();
  if (!enable) return new Response("Geen voorbeeldweergave ingesteld.", { status: 404 });

  try {
    if (!(await previewAttemptAllowed(request.headers))) {
      return new Response("Te veel pogingen om het voorbeeld te openen. Probeer het over een minuut opnieuw.", {
        status: 429,
        headers: { "retry-after": String(previewAttemptLimit.windowSeconds), "cache-control": "private, no-store" },
      });
    }
  } catch (error) {
    console.error("Preview attempt not counted:", errorSummary(error));
    return new Response("Het voorbeeld is nu niet beschikbaar.", { status: 503 });
  }
  const url = new URL(request.url);
  if (!looksLikePreviewSecret(url.searchParams.get("sanity-preview-secret"))) {
    return new Response("Invalid secret", { status: 401 });
  }

  // @sanity/preview-url-secret 4.1.5 keeps `pathname + search + hash` of the parameter resolved against a dummy
  // host, and dot segments can leave a pathname of `//evil.example`, another host: the library gets a path
  // of this site only, and what it answers is checked again below.
  url.searchParams.set(pathnameParameter, sameSitePath(url.searchParams.get(pathnameParameter), siteUrl) ?? "/");
  let answer: Response;
  try {
    answer = await enable.GET(new Request(url, request));
  } catch (error) {
    // A valid secret ends in next-sanity's `redirect(redirectTo)`: its cookies are set, its target is taken over
    // here, through the site's one redirect rule, as a relative Location.
    if (!isRedirectError(error)) throw error;
    await grantPreviewPass(request);
    return redirectWithin(getURLFromRedirectError(error), { siteOrigin: siteUrl, status: 307 });
  }
  return answer;
}
