import { getDatabase } from "@/lib/db/client";
import { analyticsEvents } from "@/lib/db/schema";

/** A stored lead is a conversion: recorded by the server, so it counts even when the browser blocks beacons. */
export async function recordConversion(form: FormData): Promise<void> {
  const value = (name: string) => {
    const v = form.get(name);
    return typeof v === "string" ? v : "";
  };
  const page = /^\/[a-z0-9/-]{0,200}$/.test(value("page")) ? value("page") : null;
  const session = /^[A-Za-z0-9-]{8,64}$/.test(value("sessionId")) ? value("sessionId") : "anonymous";
  try {
    const { db } = await getDatabase();
    await db.insert(analyticsEvents).values({
      eventName: "conversion",
      eventData: {
        form_name: value("variant") === "minimal" ? "kort formulier" : "offerteformulier",
        source: value("town") || page || "",
      },
      pagePath: page,
      sessionId: session,
    });
  } catch (error) {
    console.error("Conversion not recorded:", error instanceof Error ? error.message : error);
  }
}
