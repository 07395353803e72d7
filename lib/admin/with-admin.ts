import "server-only";
import { NextResponse } from "next/server";
import { assertAdmin, NotAuthorisedError } from "@/lib/auth/session";

export type AdminRouteSession = Awaited<ReturnType<typeof assertAdmin>>;

/**
 * The one guard for admin route handlers. The session is checked on the server for every request, the way admin
 * pages and actions check it; anyone but a signed-in admin gets a 401 and the handler does not run. The handler
 * gets the request, Next's context (route params) and the admin's session.
 */
export function withAdmin<Context = unknown>(
  handler: (request: Request, context: Context, session: AdminRouteSession) => Promise<Response>,
): (request: Request, context: Context) => Promise<Response> {
  return async (request, context) => {
    let session: AdminRouteSession;
    try {
      session = await assertAdmin();
    } catch (error) {
      if (error instanceof NotAuthorisedError) return NextResponse.json({ error: "niet ingelogd" }, { status: 401 });
      throw error;
    }
    return handler(request, context, session);
  };
}
