import { draftMode } from "next/headers";
import { siteUrl } from "@/lib/config";
import { endPreviewPass } from "@/lib/sanity/preview-access";
import { redirectWithin } from "@/lib/security/safe-redirect";

/**
 * Leaves the preview: draft mode off and the site's preview pass gone, back to the page as visitors see it. The page
 * comes from `?terug=`, which anyone can write into a link: only a path of this site is followed (the site's one
 * redirect rule, lib/security/safe-redirect.ts), else the home page, and the Location is relative so that behind a
 * proxy the owner lands on the address they used, not the server's own.
 */
export async function GET(request: Request): Promise<Response> {
  (await draftMode()).disable();
  await endPreviewPass(request);
  return redirectWithin(new URL(request.url).searchParams.get("terug"), { siteOrigin: siteUrl, status: 303 });
}
