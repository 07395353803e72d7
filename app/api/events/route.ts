import { type NextRequest, NextResponse } from "next/server";
import { parseEvent } from "@/lib/analytics/events";
import { allowEventFrom, storeEvent } from "@/lib/analytics/server";
import { knownPagePaths } from "@/lib/content/public-pages";
import { errorSummary } from "@/lib/logging";
import { eventBodyBytes as maxEventBytes } from "@/lib/security/body-limits";
import { clientIp } from "@/lib/security/client-ip";
import { readBodyCapped } from "@/lib/security/read-body";

/**
 * First-party click and page-view events (navigator.sendBeacon). Rate-limited before the body is read, then read
 * with a byte cap, validated and stored with the page, the browser's user agent and a per-tab session id. No
 * cookie is read and no IP address is stored.
 */
export async function POST(request: NextRequest) {
  if (Number(request.headers.get("content-length") ?? 0) > maxEventBytes) {
    return NextResponse.json({ error: "too large" }, { status: 413 });
  }
  try {
    if (!(await allowEventFrom(clientIp(request.headers)))) {
      return NextResponse.json({ error: "too many events" }, { status: 429 });
    }
  } catch (error) {
    console.error("Event not stored:", errorSummary(error));
    return NextResponse.json({ error: "not stored" }, { status: 503 });
  }

  const raw = await readBodyCapped(request, maxEventBytes);
  if (raw === null) return NextResponse.json({ error: "too large" }, { status: 413 });
  const parsed = parseEvent(raw);
  if ("error" in parsed) return NextResponse.json({ error: parsed.error }, { status: 400 });
  // Only pages the site has: made-up paths would fill the owner's report (and the table) with pages that never were.
  if (!(await knownPagePaths()).has(parsed.event.page_path)) {
    return NextResponse.json({ error: "unknown page" }, { status: 400 });
  }

  try {
    await storeEvent(parsed.event, request.headers.get("user-agent"));
  } catch (error) {
    console.error("Event not stored:", errorSummary(error));
    return NextResponse.json({ error: "not stored" }, { status: 503 });
  }
  return new NextResponse(null, { status: 204 });
}
