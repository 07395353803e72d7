import { type NextRequest, NextResponse } from "next/server";
import { cronSecret } from "@/lib/config";
import { runScheduledWork } from "@/lib/maintenance/scheduled-work";
import { sameSecret } from "@/lib/security/same-secret";

/**
 * Scheduled work on request, for hosts without a long-running process: sends the lead e-mails and push messages
 * that are due and runs the daily purge if no instance ran it yet (lib/maintenance/scheduled-work.ts). Vercel's cron
 * (vercel.json) calls it with `Authorization: Bearer $CRON_SECRET`; any other scheduler can do the same. Without
 * CRON_SECRET the route does not exist (404); a wrong or missing token gets 401 before any work. The answer says
 * only how many messages still wait: no personal data.
 */
export async function GET(request: NextRequest) {
  const headers = { "cache-control": "no-store" };
  // Read before anything else: a handler that answers without touching the request is prerendered at build time,
  // and a build without CRON_SECRET would then answer 404 for ever.
  const authorization = request.headers.get("authorization") ?? "";
  // As any address the site does not have: the answer names no setting.
  if (!cronSecret) return NextResponse.json({ error: "not found" }, { status: 404, headers });
  if (!sameSecret(authorization, `Bearer ${cronSecret}`)) {
    return NextResponse.json({ error: "unauthorized" }, { status: 401, headers });
  }
  return NextResponse.json(await runScheduledWork(), { headers });
}
