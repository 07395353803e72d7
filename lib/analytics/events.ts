import { z } from "zod";
import { hasControlCharacters } from "@/lib/security/text-input";
import { type Channel, channelOfOrigin, channels } from "./attribution";

/**
 * The events a browser may report. A form submission is not among them: the server records `form_submit` itself
 * when it has stored a lead (lib/analytics/server.ts), so the count means accepted requests and cannot be forged. (A
 * separate `conversion` event would count the same fact twice.)
 */
export const eventNames = ["button_click", "phone_call", "whatsapp_click", "page_view", "quote_request_click"] as const;
export type EventName = (typeof eventNames)[number] | "form_submit";

/** A per-tab session id as the tracker makes it, or "anonymous". */
export const sessionIdPattern = /^(anonymous|[A-Za-z0-9-]{8,64})$/;

/** Text without control characters: a NUL byte would make PostgreSQL refuse the insert. */
const plainText = (max: number) =>
  z
    .string()
    .max(max)
    .refine((value) => !hasControlCharacters(value), "control character");

const dataValue = z.union([plainText(200), z.number().finite(), z.boolean()]);

/** What the browser sends to POST /api/events. */
export const eventSchema = z
  .object({
    event_name: z.enum(eventNames),
    event_data: z
      // Lower-case keys only, and none that could touch an object's prototype.
      .record(z.string().regex(/^(?!__proto__$|constructor$|prototype$)[a-z_]{1,40}$/), dataValue)
      .refine((data) => Object.keys(data).length <= 12, "too many fields")
      .default({}),
    page_path: z
      .string()
      .regex(/^\/\S{0,300}$/)
      .refine((value) => !hasControlCharacters(value), "control character"),
    session_id: z.string().regex(sessionIdPattern),
    // The channel the tab noted (one of five words), or, from tabs opened before it was noted, the facts it follows
    // from, from which the server derives it (`eventChannel`).
    origin: z
      .object({
        channel: z.enum(channels).optional(),
        source: plainText(100).optional(),
        medium: plainText(100).optional(),
        referrer: z
          .string()
          .regex(/^[a-z0-9.-]{1,253}$/i)
          .optional(),
        ad_click: z.boolean().optional(),
      })
      .strict()
      .default({}),
  })
  .strict();

export type AnalyticsEvent = z.infer<typeof eventSchema>;

/** The channel an event is counted under: the tab's, checked against the five, or derived from the older facts. */
export const eventChannel = (event: AnalyticsEvent): Channel => channelOfOrigin(event.origin);

/**
 * A POST /api/events body read as an event: JSON without keys that address an object's prototype (the fuzz test
 * found zod lets them by), then the schema. The route then checks the page is one of the site's.
 */
export function parseEvent(raw: string): { event: AnalyticsEvent } | { error: string } {
  let json: unknown;
  try {
    json = JSON.parse(raw, (key, value) => {
      if (key === "__proto__" || key === "constructor" || key === "prototype") throw new Error("forbidden key");
      return value;
    });
  } catch {
    return { error: "not JSON, or a forbidden key" };
  }
  const parsed = eventSchema.safeParse(json);
  return parsed.success ? { event: parsed.data } : { error: "invalid event" };
}
