import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  type PgColumn,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  // PGlite returns Uint8Array, node-postgres a Buffer: hand the app a Buffer either way.
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * A lead's course: new, then called, a quote sent, won or lost, and done when the work is finished. Any status but
 * "new" counts as the owner's first contact (first_contact_at).
 */
export const leadStatuses = ["new", "contacted", "quoted", "won", "lost", "done"] as const;
export type LeadStatus = (typeof leadStatuses)[number];

/** A request from the contact forms: the system of record for leads. */
export const contactSubmissions = pgTable(
  "contact_submissions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    phone: text("phone").notNull(),
    email: text("email"),
    address: text("address"),
    /** lib/forms/contract.ts roofTypeOptions; only the full form asks it. */
    roofType: text("roof_type"),
    message: text("message"),
    /** `full` or `minimal`: which form the visitor used. */
    formVariant: text("form_variant").notNull().default("full"),
    /** The page the request was sent from, and the town page's slug when it came from one. */
    pagePath: text("page_path"),
    town: text("town"),
    /** One per rendered form instance: a double click or a retry stores one row. */
    idempotencyKey: text("idempotency_key"),
    status: text("status").$type<LeadStatus>().notNull().default("new"),
    /** Marked leads come from the admin's form test, not from a visitor. */
    isTest: boolean("is_test").notNull().default(false),
    /** Sent while storm mode was on, or with the storm form: listed first until answered. */
    storm: boolean("storm").notNull().default(false),
    /** The storm form's answers: what is damaged (lib/forms/contract.ts damageOptions) and whether water comes in. */
    damage: text("damage"),
    waterNow: boolean("water_now"),
    /** When the visitor would like to be called (lib/forms/contract.ts callbackTimeOptions), if they said. */
    callbackTime: text("callback_time"),
    // The price guide's estimate the request was sent with (lib/content/price-guide.ts priceEstimate), priced by the
    // server from the price list, never taken from the form: the job's slug, title and unit as they were then, the
    // size (null for a job priced per klus) and the range in euros incl. btw. All null for a request without one.
    estimateJob: text("estimate_job"),
    estimateTitle: text("estimate_title"),
    estimateUnit: text("estimate_unit"),
    estimateSize: numeric("estimate_size", { precision: 8, scale: 1, mode: "number" }),
    estimateLow: numeric("estimate_low", { precision: 10, scale: 2, mode: "number" }),
    estimateHigh: numeric("estimate_high", { precision: 10, scale: 2, mode: "number" }),
    // Where the lead came from (lib/analytics/lead-attribution.ts): the visit's first page, the referring host, the campaign
    // tags and ad click id of the landing URL, the channel they add up to, and the device class. No IP, no cookie.
    landingPage: text("landing_page"),
    referrerHost: text("referrer_host"),
    utmSource: text("utm_source"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
    utmTerm: text("utm_term"),
    utmContent: text("utm_content"),
    clickId: text("click_id"),
    /** gclid, gbraid or wbraid. */
    clickIdType: text("click_id_type"),
    channel: text("channel"),
    device: text("device"),
    /** When the status first left "new": the owner's first contact, for the response times. */
    firstContactAt: timestamp("first_contact_at", { withTimezone: true }),
    /** When the status last changed: a won lead's conversion time for Google Ads. */
    statusChangedAt: timestamp("status_changed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("contact_submissions_created_at_idx").on(table.createdAt),
    index("contact_submissions_status_created_idx").on(table.status, table.createdAt),
    uniqueIndex("contact_submissions_idempotency_key_idx").on(table.idempotencyKey),
  ],
);

/** Photos sent with a lead, re-encoded without location or camera metadata. Deleted with their lead. */
export const leadPhotos = pgTable(
  "lead_photos",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    submissionId: uuid("submission_id")
      .notNull()
      .references(() => contactSubmissions.id, { onDelete: "cascade" }),
    contentType: text("content_type").notNull(),
    data: bytea("data").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    byteSize: integer("byte_size").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("lead_photos_submission_idx").on(table.submissionId)],
);

export const notificationStatuses = ["pending", "sent", "failed"] as const;

/**
 * The columns every outbox shares (the mail outbox and the push deliveries): a row is claimed by one worker when
 * due (claimDue, lib/db/claim-due.ts), sent, and retried until delivered. A function, so each table gets builders
 * of its own.
 */
const outboxColumns = () => ({
  status: text("status").$type<(typeof notificationStatuses)[number]>().notNull().default("pending"),
  attempts: integer("attempts").notNull().default(0),
  lastError: text("last_error"),
  /** When it is due: now, the retry time after a failure, or (a push) the end of the owner's quiet hours. */
  nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
  /** Set while one worker is sending, so two never send the same message. */
  lockedUntil: timestamp("locked_until", { withTimezone: true }),
  sentAt: timestamp("sent_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The index the claim's search for due rows uses. */
const outboxDueIndex = (name: string, table: { status: PgColumn; nextAttemptAt: PgColumn }) =>
  index(name).on(table.status, table.nextAttemptAt);

/**
 * The owner's e-mail for each lead. The lead and its outbox row are committed together; a worker sends the mail
 * afterwards and retries until it is delivered. One row per lead, so one mail per lead.
 */
export const notificationOutbox = pgTable(
  "notification_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    submissionId: uuid("submission_id")
      .notNull()
      .references(() => contactSubmissions.id, { onDelete: "cascade" }),
    ...outboxColumns(),
  },
  (table) => [
    uniqueIndex("notification_outbox_submission_idx").on(table.submissionId),
    outboxDueIndex("notification_outbox_due_idx", table),
  ],
);

/**
 * A device of an admin that receives a Web Push message for each lead: the browser's push service endpoint and the
 * keys that encrypt messages to it. Bound to the sign-in (session) that registered it, and gone with it: a sign-out,
 * a password change (every other sign-in ends), the end of the session or the purge of expired ones. Also removed by
 * the owner under Account, with the account, or when the push service says it is gone (404/410). The endpoint is the
 * subscription's identity: subscribing again updates the row.
 */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    /** The sign-in that registered the device: whoever once had a session must not keep receiving leads after it. */
    sessionId: text("session_id")
      .notNull()
      .references(() => authSessions.id, { onDelete: "cascade" }),
    endpoint: varchar("endpoint", { length: 2048 }).notNull(),
    /** The browser's P-256 public key and 16-byte auth secret, base64url. */
    p256dh: varchar("p256dh", { length: 128 }).notNull(),
    auth: varchar("auth", { length: 64 }).notNull(),
    /** The device's name as the owner reads it under Account, e.g. "iPhone" or "Chrome op Windows". */
    label: varchar("label", { length: 100 }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSuccessAt: timestamp("last_success_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("push_subscriptions_endpoint_idx").on(table.endpoint),
    index("push_subscriptions_user_idx").on(table.userId),
    index("push_subscriptions_session_idx").on(table.sessionId),
  ],
);

/**
 * An e-mail to an admin that a device was added for push messages (lib/notifications/device-mail.ts): the one way an owner
 * hears that someone with a session started receiving every lead. Stored with the device, in its transaction, and
 * sent and retried like the lead e-mails; it outlives the device (a device removed again was still added).
 */
export const deviceMailOutbox = pgTable(
  "device_mail_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    /** The device's name as the account page shows it. */
    deviceLabel: varchar("device_label", { length: 100 }),
    ...outboxColumns(),
  },
  (table) => [outboxDueIndex("device_mail_outbox_due_idx", table)],
);

/**
 * One push message per lead per device, the push outbox: created in the transaction that stores the lead (one row
 * for each device subscribed then), claimed and sent by any instance like the mail outbox, retried until the push
 * service takes it. Unique per lead and device, so a device gets a lead once.
 */
export const pushDeliveries = pgTable(
  "push_deliveries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    submissionId: uuid("submission_id")
      .notNull()
      .references(() => contactSubmissions.id, { onDelete: "cascade" }),
    subscriptionId: uuid("subscription_id")
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: "cascade" }),
    ...outboxColumns(),
  },
  (table) => [
    uniqueIndex("push_deliveries_submission_subscription_idx").on(table.submissionId, table.subscriptionId),
    outboxDueIndex("push_deliveries_due_idx", table),
    index("push_deliveries_subscription_idx").on(table.subscriptionId),
  ],
);

/** Fixed-window counters for rate limits, shared by every server process. Keys hold hashes, never raw IPs. */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    count: integer("count").notNull(),
    /** When the row may go: the end of its window. The purge deletes expired rows. */
    expiresAt: timestamp("expires_at", { withTimezone: true }),
  },
  (table) => [index("rate_limits_expires_at_idx").on(table.expiresAt)],
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
    /** The visit's channel (lib/analytics/attribution.ts), as the browser's tab storage knew it. */
    channel: text("channel"),
    timestamp: timestamp("timestamp", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("analytics_events_timestamp_idx").on(table.timestamp),
    // The owner's reports read a period's events by time, name, page and channel: this index answers them alone.
    index("analytics_events_report_idx").on(table.timestamp, table.eventName, table.pagePath, table.channel),
  ],
);

// ——— Accounts and sessions (better-auth). Field names are better-auth's; columns are snake_case. ———

export const authUsers = pgTable("auth_user", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  /** "admin" sees the dashboard; any other role sees nothing. */
  role: text("role"),
  banned: boolean("banned").default(false),
  banReason: text("ban_reason"),
  banExpires: timestamp("ban_expires", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const authSessions = pgTable("auth_session", {
  id: text("id").primaryKey(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  token: text("token").notNull().unique(),
  ipAddress: text("ip_address"),
  userAgent: text("user_agent"),
  impersonatedBy: text("impersonated_by"),
  userId: text("user_id")
    .notNull()
    .references(() => authUsers.id, { onDelete: "cascade" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const authAccounts = pgTable("auth_account", {
  id: text("id").primaryKey(),
  accountId: text("account_id").notNull(),
  providerId: text("provider_id").notNull(),
  userId: text("user_id")
    .notNull()
    .references(() => authUsers.id, { onDelete: "cascade" }),
  accessToken: text("access_token"),
  refreshToken: text("refresh_token"),
  idToken: text("id_token"),
  accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
  refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
  scope: text("scope"),
  password: text("password"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const authVerifications = pgTable("auth_verification", {
  id: text("id").primaryKey(),
  identifier: text("identifier").notNull(),
  value: text("value").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** better-auth's own rate-limit counters for its HTTP endpoints (sign-in attempts per IP). */
export const authRateLimits = pgTable("auth_rate_limit", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});

// ——— Sign-in throttling (lib/auth/sign-in-throttle.ts). Keys hold keyed hashes, never e-mail or IP addresses. ———

/** Failed sign-ins per account, per address and per account-and-address, each with the time it is held until. */
export const signinFailures = pgTable(
  "signin_failures",
  {
    key: text("key").primaryKey(),
    failures: integer("failures").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    blockedUntil: timestamp("blocked_until", { withTimezone: true }),
  },
  (table) => [index("signin_failures_window_idx").on(table.windowStart)],
);

/** Addresses an account signed in from: they skip the account-wide slowdown an attack on that account causes. */
export const trustedSigninAddresses = pgTable(
  "trusted_signin_addresses",
  {
    account: text("account").notNull(),
    address: text("address").notNull(),
    lastSuccessAt: timestamp("last_success_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("trusted_signin_addresses_idx").on(table.account, table.address)],
);

/** Small facts the app keeps about itself: when the purge last ran, whether the first admin password is unchanged. */
export const appState = pgTable("app_state", {
  key: text("key").primaryKey(),
  value: jsonb("value").$type<Record<string, unknown>>().notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Warnings for the owner in /admin, such as a day's cap on stored requests being reached. One per kind per day. */
export const systemNotices = pgTable(
  "system_notices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind").notNull(),
    day: text("day").notNull(),
    message: text("message").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("system_notices_kind_day_idx").on(table.kind, table.day)],
);
