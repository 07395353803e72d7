import "server-only";
import { eventsRateLimit } from "@/lib/config";
import { type Database, getDatabase } from "@/lib/db/client";
import { analyticsEvents } from "@/lib/db/schema";
import { type FormVariant, formVariantName } from "@/lib/forms/contract";
import { errorSummary } from "@/lib/logging";
import { hashIp } from "@/lib/security/client-ip";
import { hitRateLimit, parseRateLimit } from "@/lib/security/rate-limit";
import { type AnalyticsEvent, eventChannel, sessionIdPattern } from "./events";

const eventsLimit = parseRateLimit(eventsRateLimit, { limit: 120, windowSeconds: 60 });

/**
 * Counts one browser event from `ip` against the events rate limit and says whether it may be stored. Only a hash
 * of the address is kept. Throws when the database cannot be reached.
 */
export async function allowEventFrom(ip: string): Promise<boolean> {
  const { db } = await getDatabase();
  const limit = await hitRateLimit(db, `events:${hashIp(ip)}`, eventsLimit);
  return limit.allowed;
}

/** Stores a validated browser event with the browser's user agent. Throws when the database cannot be reached. */
export async function storeEvent(event: AnalyticsEvent, userAgent: string | null): Promise<void> {
  const { db } = await getDatabase();
  await db.insert(analyticsEvents).values({
    eventName: event.event_name,
    eventData: event.event_data,
    pagePath: event.page_path,
    sessionId: event.session_id,
    channel: eventChannel(event),
    userAgent: userAgent?.slice(0, 300) ?? null,
  });
}

/**
 * A stored lead counts as a submitted form: recorded by the server, so it counts accepted requests only, and even
 * when the browser blocks beacons. Every value comes from the validated lead; nothing raw from the request.
 */
export async function recordFormSubmit(
  db: Database,
  lead: { formVariant: FormVariant; pagePath: string | null; town: string | null; channel: string },
  sessionId: unknown,
): Promise<void> {
  try {
    await db.insert(analyticsEvents).values({
      eventName: "form_submit",
      eventData: {
        form_name: formVariantName(lead.formVariant),
        source: lead.town ?? lead.pagePath ?? "",
      },
      pagePath: lead.pagePath,
      channel: lead.channel,
      sessionId: typeof sessionId === "string" && sessionIdPattern.test(sessionId) ? sessionId : "anonymous",
    });
  } catch (error) {
    console.error("Form submission not recorded:", errorSummary(error));
  }
}
