import "server-only";
import { NextResponse } from "next/server";
import { type AdminSession, NotAuthorisedError, requireAdmin } from "@/lib/auth/session";
import { authTrustedOrigins, siteUrl } from "@/lib/config";
import { declaresJson, sentFromOwnPages } from "@/lib/security/same-origin";

const readOnly = new Set(["GET", "HEAD"]);

/**
 * The admin guard (lib/auth/session.ts requireAdmin) for route handlers, checked on the server for every request:
 * anyone but a signed-in admin gets a 401 and the handler does not run. A request that changes something must also
 * come from this site's own pages (403) with a JSON body (415), as a server action must: a page of another origin,
 * even one the browser counts as the same site, cannot make the owner's browser send it. The handler gets the
 * request, Next's context (route params) and the admin's session.
 */
export function withAdmin<Context = unknown>(
  handler: (request: Request, context: Context, session: AdminSession) => Promise<Response>,
): (request: Request, context: Context) => Promise<Response> {
  return async (request, context) => {
    if (!readOnly.has(request.method)) {
      if (!sentFromOwnPages(request.headers, [siteUrl, ...authTrustedOrigins])) {
        return NextResponse.json({ error: "niet vanaf deze website" }, { status: 403 });
      }
      if (!declaresJson(request.headers)) {
        return NextResponse.json({ error: "alleen JSON" }, { status: 415 });
      }
    }
    let session: AdminSession;
    try {
      session = await requireAdmin();
    } catch (error) {
      if (error instanceof NotAuthorisedError) return NextResponse.json({ error: "niet ingelogd" }, { status: 401 });
      throw error;
    }
    return handler(request, context, session);
  };
}
