/**
 * Every setting the app reads from the environment, with its default. Each one is optional and listed in the
 * README's configuration table; keep the two in step.
 */

function trimSlash(url: string): string {
  return url.replace(/\/+$/, "");
}

/** Absolute origin for canonical links and the sitemap. Baked into static pages at build time. */
export const siteUrl = trimSlash(process.env.SITE_URL || "http://localhost:3000");

/** A PostgreSQL connection string. Unset means the embedded PGlite database under `pgliteDir`. */
export const databaseUrl = process.env.DATABASE_URL || undefined;

/** Where the embedded PGlite database keeps its files. */
export const pgliteDir = process.env.PGLITE_DIR || ".data/pglite";

/** SMTP server for the owner's lead e-mails, e.g. smtp://user:pass@mail.example.nl:587. Unset: mails wait in the outbox. */
export const smtpUrl = process.env.SMTP_URL || undefined;

/** Who receives the lead e-mails. Unset: the company e-mail address from the site settings. */
export const leadsNotifyTo = process.env.LEADS_NOTIFY_TO || undefined;

/** Sender of the lead e-mails. */
/** The sender of lead e-mails; without it, "Website {company name} <website@localhost>" (lib/leads/notifier.ts). */
export const leadsNotifyFrom = process.env.LEADS_NOTIFY_FROM || undefined;

/**
 * Where the visitor's address comes from, for rate limits: `socket` (the connection, as server.ts sees it; the
 * default unless TRUSTED_PROXIES is set), `proxies` (the TRUSTED_PROXIES-th X-Forwarded-For entry from the right:
 * `next start` or the standalone server behind a load balancer; the default when TRUSTED_PROXIES is set) or
 * `vercel` (the platform's own x-vercel-forwarded-for). Parsed and checked in lib/security/client-address.ts,
 * which server.ts and proxy.ts read without this module; under `next start` with `socket`, no address is known
 * and every visitor shares one rate-limit bucket.
 */
export const clientAddressSource = process.env.CLIENT_ADDRESS_SOURCE || undefined;

/** How many reverse proxies stand in front of the app and append to X-Forwarded-For (lib/security/client-address.ts). */
export const trustedProxies = process.env.TRUSTED_PROXIES || "0";

/** Requests per IP address per window, as "count/seconds". A visitor never sends five in ten minutes; a script does. */
export const leadsRateLimit = process.env.LEADS_RATE_LIMIT || "5/600";

/** Analytics events per visitor address per window, as "count/seconds". */
export const eventsRateLimit = process.env.EVENTS_RATE_LIMIT || "120/60";

/**
 * Site-wide caps per calendar day that a real day never reaches (a storm day brings perhaps a hundred requests):
 * they stop anonymous visitors from filling the database. Reaching one warns the owner in /admin.
 */
export const leadsDailyCap = Number(process.env.LEADS_DAILY_CAP || 500);
export const photoMegabytesDailyCap = Number(process.env.PHOTOS_DAILY_MB || 1000);
/** Requests one network (IPv4 /24, IPv6 /48) may send per day: a few hundred addresses must not fill the day. */
export const leadsNetworkDailyCap = Number(process.env.LEADS_NETWORK_DAILY_CAP || 20);

/**
 * A production server on a public host must be reached over https: sign-in cookies are then marked Secure, and a
 * password never crosses the network in the clear. Loopback addresses (the README's first command) are fine;
 * ALLOW_HTTP_SITE_URL=1 overrides the check for a deliberate exception. Returns the problem, or null.
 */
export function insecureSiteUrlProblem(env: NodeJS.ProcessEnv = process.env): string | null {
  if (env.NODE_ENV !== "production" || env.ALLOW_HTTP_SITE_URL === "1") return null;
  const url = new URL(trimSlash(env.SITE_URL || "http://localhost:3000"));
  if (url.protocol === "https:" || ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname)) return null;
  return `SITE_URL ${url.origin} is not https. Serve the site over https (and set SITE_URL to it), or set ALLOW_HTTP_SITE_URL=1 if you really mean plain http.`;
}
