import "server-only";
import { NextResponse } from "next/server";
import { type AdminSession, NotAuthorisedError, requireAdmin } from "@/lib/auth/session";

/**
 * The admin guard (lib/auth/session.ts requireAdmin) for route handlers, checked on the server for every request:
 * anyone but a signed-in admin gets a 401 and the handler does not run. The handler gets the request, Next's context
 * (route params) and the admin's session.
 */
export function withAdmin<Context = unknown>(
  handler: (request: Request, context: Context, session: AdminSession) => Promise<Response>,
): (request: Request, context: Context) => Promise<Response> {
  return async (request, context) => {
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
