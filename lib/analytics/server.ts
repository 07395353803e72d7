import type { Database } from "@/lib/db/client";
import { analyticsEvents } from "@/lib/db/schema";
import { sessionIdPattern } from "./events";

/**
 * A stored lead counts as a submitted form: recorded by the server, so it counts accepted requests only, and even
 * when the browser blocks beacons. Every value comes from the validated lead; nothing raw from the request.
 */
export async function recordFormSubmit(
  db: Database,
  lead: { formVariant: string; pagePath: string | null; town: string | null },
  sessionId: unknown,
): Promise<void> {
  try {
    await db.insert(analyticsEvents).values({
      eventName: "form_submit",
      eventData: {
        form_name: lead.formVariant === "minimal" ? "kort formulier" : "offerteformulier",
        source: lead.town ?? lead.pagePath ?? "",
      },
      pagePath: lead.pagePath,
      sessionId: typeof sessionId === "string" && sessionIdPattern.test(sessionId) ? sessionId : "anonymous",
    });
  } catch (error) {
    console.error("Form submission not recorded:", error instanceof Error ? error.message : error);
  }
}
