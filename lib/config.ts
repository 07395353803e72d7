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
export const leadsNotifyFrom = process.env.LEADS_NOTIFY_FROM || "Website Brabant Dakzorg <website@localhost>";

/** Requests per IP address per window, as "count/seconds". A visitor never sends five in ten minutes; a script does. */
export const leadsRateLimit = process.env.LEADS_RATE_LIMIT || "5/600";
