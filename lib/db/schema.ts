import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** A request from the contact forms: the system of record for leads. Column names follow the spec (Dutch). */
export const contactSubmissions = pgTable(
  "contact_submissions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    naam: text("naam").notNull(),
    telefoon: text("telefoon").notNull(),
    email: text("email"),
    daktype: text("daktype"),
    bericht: text("bericht"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("contact_submissions_created_at_idx").on(table.createdAt)],
);

/** First-party click and page-view events. No cookie, no IP address. */
export const analyticsEvents = pgTable(
  "analytics_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    eventName: text("event_name").notNull(),
    eventData: jsonb("event_data").$type<Record<string, unknown>>().notNull().default({}),
    pagePath: text("page_path"),
    userAgent: text("user_agent"),
    sessionId: text("session_id").notNull().default("anonymous"),
    timestamp: timestamp("timestamp", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("analytics_events_timestamp_idx").on(table.timestamp)],
);
