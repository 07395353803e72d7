import { type NextRequest, NextResponse } from "next/server";
import { eventSchema, maxEventBytes } from "@/lib/analytics/events";
import { getDatabase } from "@/lib/db/client";
import { analyticsEvents } from "@/lib/db/schema";
import { clientIp, hashIp } from "@/lib/security/client-ip";
import { hitRateLimit, parseRateLimit } from "@/lib/security/rate-limit";

const rateLimit = parseRateLimit(process.env.EVENTS_RATE_LIMIT, { limit: 120, windowSeconds: 60 });

/**
 * First-party click and page-view events (navigator.sendBeacon). Validated, size-capped and rate-limited; stored
 * with the page, the browser's user agent and a per-tab session id. No cookie is read and no IP address is stored.
 */
export async function POST(request: NextRequest) {
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > maxEventBytes) return NextResponse.json({ error: "too large" }, { status: 400 });
  const raw = await request.text();
  if (Buffer.byteLength(raw) > maxEventBytes) return NextResponse.json({ error: "too large" }, { status: 400 });

  let json: unknown;
  try {
    json = JSON.parse(raw, (key, value) => {
      // Keys that address an object's prototype have no business in an event (the fuzz test found zod lets them by).
      if (key === "__proto__" || key === "constructor" || key === "prototype") throw new Error("forbidden key");
      return value;
    });
  } catch {
    return NextResponse.json({ error: "not JSON, or a forbidden key" }, { status: 400 });
  }
  const parsed = eventSchema.safeParse(json);
  if (!parsed.success) return NextResponse.json({ error: "invalid event" }, { status: 400 });

  try {
    const { db } = await getDatabase();
    const limit = await hitRateLimit(db, `events:${hashIp(clientIp(request.headers))}`, rateLimit);
    if (!limit.allowed) return NextResponse.json({ error: "too many events" }, { status: 429 });
    const event = parsed.data;
    await db.insert(analyticsEvents).values({
      eventName: event.event_name,
      eventData: event.event_data,
      pagePath: event.page_path,
      sessionId: event.session_id,
      userAgent: request.headers.get("user-agent")?.slice(0, 300) ?? null,
    });
  } catch (error) {
    console.error("Event not stored:", error instanceof Error ? error.message : error);
    return NextResponse.json({ error: "not stored" }, { status: 503 });
  }
  return new NextResponse(null, { status: 204 });
}
