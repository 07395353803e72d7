import { createECDH } from "node:crypto";
import { z } from "zod";

/**
 * Every setting the app reads from the environment: its shape, its default and what a bad value is told. Each one
 * is optional on a local machine and listed in the configuration table of docs/deploy-and-operations.md; keep
 * the two in step.
 *
 * server.ts, Next's cache handlers and next.config.ts load this file without the bundler, and nearly every server
 * module reads it, so it imports packages only: the bottom of the import graph. The settings the browser sees are
 * read in lib/public-config.ts (Next inlines them there) and checked here with the rest.
 *
 * A bad value never stops a module from loading (proxy.ts must still answer, on the safe side): it falls back to
 * its default and `settingsProblem` says what is wrong. server.ts, lib/startup.ts (under `next start`, the
 * standalone server or Vercel) and next.config.ts (at build time) refuse to go on while it is set.
 */

function trimSlash(url: string): string {
  return url.replace(/\/+$/, "");
}

/** Unset and empty are the same: a blank line in `.env.local` means "the default". */
const text = z
  .string()
  .trim()
  .optional()
  .transform((value) => value || undefined);

const urlWith = (protocols: string[], example: string) =>
  text.refine(
    (value) => {
      if (value === undefined) return true;
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    `must be a URL starting with ${protocols.map((p) => `${p}//`).join(" or ")}, e.g. ${example}`,
  );

const wholeNumber = (fallback: number, min: number, max = Number.MAX_SAFE_INTEGER) =>
  text
    .refine(
      (value) => value === undefined || (/^\d+$/.test(value) && Number(value) >= min && Number(value) <= max),
      `must be a whole number from ${min}${max === Number.MAX_SAFE_INTEGER ? " up" : ` to ${max}`}`,
    )
    .transform((value) => (value === undefined ? fallback : Number(value)));

/** A base64url value that decodes to `bytes` bytes (and, for a public key, starts with 0x04: an uncompressed point). */
const base64urlKey = (bytes: number, what: string) =>
  text.refine((value) => {
    if (value === undefined) return true;
    if (!/^[A-Za-z0-9_-]+$/.test(value)) return false;
    const decoded = Buffer.from(value, "base64url");
    return decoded.length === bytes && (bytes !== 65 || decoded[0] === 4);
  }, `must be ${what} in base64url, as \`npx web-push generate-vapid-keys\` prints it`);

/** Whether the VAPID private key belongs to the public key (a mismatch makes every push service refuse). */
function vapidPairMatches(publicKey: string, privateKey: string): boolean {
  try {
    const ecdh = createECDH("prime256v1");
    ecdh.setPrivateKey(Buffer.from(privateKey, "base64url"));
    return ecdh.getPublicKey().equals(Buffer.from(publicKey, "base64url"));
  } catch {
    return false;
  }
}

/** `TRUSTED_PROXIES`: how many reverse proxies stand in front of the app (default 0). */
export function parseTrustedProxies(value: string | undefined): number {
  if (value === undefined || value.trim() === "") return 0;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 0 || count > 10) {
    throw new Error(`TRUSTED_PROXIES must be a whole number from 0 to 10, got "${value}".`);
  }
  return count;
}

/**
 * Where the visitor's address comes from (`CLIENT_ADDRESS_SOURCE`):
 * - `socket`: the connection, as the small server entry (server.ts) sees it, with `TRUSTED_PROXIES` hops of
 *   `X-Forwarded-For` on top. Only server.ts knows the connection; under Next's own server (`next start`, the
 *   standalone `server.js`) this source knows nothing, so every visitor shares one rate-limit bucket.
 * - `proxies`: the `TRUSTED_PROXIES`-th `X-Forwarded-For` entry from the right, the address the outermost
 *   trusted proxy saw. Works on any Node server, provided only those proxies can reach it.
 * - `vercel`: the header Vercel's edge writes itself (`x-vercel-forwarded-for`, else `x-real-ip`); the platform
 *   overwrites what a client sends under those names, so they cannot be forged.
 */
export const clientAddressSources = ["socket", "proxies", "vercel"] as const;
export type ClientAddressSource = (typeof clientAddressSources)[number];

/**
 * `CLIENT_ADDRESS_SOURCE`, checked against `TRUSTED_PROXIES`. Unset: `proxies` when proxies are declared (the
 * only way to honour them without server.ts), else `socket`. `proxies` without a proxy would trust nothing but a
 * header the client writes, so it is refused.
 */
export function parseClientAddressSource(value: string | undefined, trustedProxies: number): ClientAddressSource {
  const source = value?.trim().toLowerCase();
  if (source === undefined || source === "") return trustedProxies > 0 ? "proxies" : "socket";
  if (!(clientAddressSources as readonly string[]).includes(source)) {
    throw new Error(`CLIENT_ADDRESS_SOURCE must be one of ${clientAddressSources.join(", ")}, got "${value}".`);
  }
  if (source === "proxies" && trustedProxies === 0) {
    throw new Error("CLIENT_ADDRESS_SOURCE=proxies needs TRUSTED_PROXIES=1 or more (how many proxies are in front).");
  }
  return source as ClientAddressSource;
}

/** The two settings together, as the schema below reads them from the environment. */
export function addressSettings(env: { TRUSTED_PROXIES?: string; CLIENT_ADDRESS_SOURCE?: string }): {
  source: ClientAddressSource;
  trustedProxies: number;
} {
  const trustedProxies = parseTrustedProxies(env.TRUSTED_PROXIES);
  return { source: parseClientAddressSource(env.CLIENT_ADDRESS_SOURCE, trustedProxies), trustedProxies };
}

const sanityProjectIdSetting = text.refine(
  (value) => value === undefined || /^[a-z0-9-]+$/.test(value),
  "must be a Sanity project id (lower-case letters, digits and dashes)",
);
const sanityDatasetSetting = text.refine(
  (value) => value === undefined || /^[a-z0-9][a-z0-9_-]{0,63}$/.test(value),
  "must be a Sanity dataset name (lower-case letters, digits, _ and -)",
);

/** "count/seconds", as lib/security/rate-limit.ts parses it. */
const rateLimit = (fallback: string) =>
  text
    .refine((value) => value === undefined || /^[1-9]\d*\/[1-9]\d*$/.test(value), 'must be "count/seconds", e.g. 5/600')
    .transform((value) => value ?? fallback);

const schema = z
  .object({
    SITE_URL: urlWith(["http:", "https:"], "https://www.example.nl").transform((value) =>
      trimSlash(value ?? "http://localhost:3000"),
    ),
    PORT: wholeNumber(3000, 1, 65535),
    TRUSTED_PROXIES: text,
    CLIENT_ADDRESS_SOURCE: text,
    DATABASE_URL: urlWith(["postgres:", "postgresql:"], "postgres://user:pass@db.example.nl:5432/site"),
    PGLITE_DIR: text.transform((value) => value ?? ".data/pglite"),
    SANITY_REVALIDATE_SECRET: text,
    SANITY_LOCAL_DATASET_DIR: text,
    // Read for the browser in lib/public-config.ts; checked here, and the Studio's project by default.
    NEXT_PUBLIC_SANITY_PROJECT_ID: sanityProjectIdSetting,
    NEXT_PUBLIC_SANITY_DATASET: sanityDatasetSetting,
    SANITY_STUDIO_PROJECT_ID: sanityProjectIdSetting,
    SANITY_STUDIO_DATASET: sanityDatasetSetting,
    SANITY_STUDIO_API_HOST: urlWith(["https:"], "https://sanityapi.example.nl"),
    SANITY_API_HOST: urlWith(["https:", "http:"], "https://abc123.api.sanity.io"),
    SANITY_API_READ_TOKEN: text.refine(
      (value) => value === undefined || /^[A-Za-z0-9_-]{16,}$/.test(value),
      "must be a Sanity API token (Viewer), letters, digits, _ and -",
    ),
    BETTER_AUTH_SECRET: text.refine(
      (value) => value === undefined || value.length >= 32,
      "must be at least 32 characters long",
    ),
    ADMIN_EMAIL: text.refine(
      (value) => value === undefined || z.email().safeParse(value).success,
      "must be an e-mail address",
    ),
    ADMIN_PASSWORD: text,
    AUTH_TRUSTED_ORIGINS: text
      .transform((value) =>
        (value ?? "")
          .split(",")
          .map((origin) => origin.trim())
          .filter(Boolean),
      )
      .refine(
        (origins) => origins.every((origin) => URL.canParse(origin)),
        "must be origins separated by commas, e.g. https://www.example.nl,https://example.nl",
      ),
    SMTP_URL: urlWith(["smtp:", "smtps:"], "smtp://user:pass@mail.example.nl:587"),
    LEADS_NOTIFY_TO: text,
    LEADS_NOTIFY_FROM: text,
    LEADS_RATE_LIMIT: rateLimit("5/600"),
    EVENTS_RATE_LIMIT: rateLimit("120/60"),
    LEADS_DAILY_CAP: wholeNumber(500, 1),
    // 0 is a real choice: requests are stored without their photos (the visitor is told so).
    PHOTOS_DAILY_MB: wholeNumber(1000, 0),
    LEADS_NETWORK_DAILY_CAP: wholeNumber(20, 1),
    ALLOW_HTTP_SITE_URL: z.enum(["", "0", "1"]).optional(),
    RATE_LIMIT_SALT: text,
    REDIS_URL: urlWith(["redis:", "rediss:"], "redis://cache.internal:6379"),
    REDIS_KEY_PREFIX: z
      .string()
      .optional()
      .transform((value) => value || "site:"),
    CDN_MAX_AGE_SECONDS: wholeNumber(60, 0),
    VAPID_PUBLIC_KEY: base64urlKey(65, "a P-256 public key (65 bytes)"),
    VAPID_PRIVATE_KEY: base64urlKey(32, "a P-256 private key (32 bytes)"),
    VAPID_SUBJECT: urlWith(["mailto:", "https:"], "mailto:eigenaar@example.nl"),
    CRON_SECRET: text.refine(
      (value) => value === undefined || value.length >= 16,
      "must be at least 16 characters long",
    ),
  })
  .transform((settings, context) => {
    // The two VAPID keys are one pair: one without the other, or two that do not belong together, is refused. The
    // problem is told on the key that is set, so that dropping it (read() below) leaves a valid whole.
    const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = settings;
    if ((publicKey === undefined) !== (privateKey === undefined)) {
      const name = publicKey === undefined ? "VAPID_PRIVATE_KEY" : "VAPID_PUBLIC_KEY";
      context.addIssue({ code: "custom", path: [name], message: "must be set together with its other VAPID key" });
      return z.NEVER;
    }
    if (publicKey && privateKey && !vapidPairMatches(publicKey, privateKey)) {
      context.addIssue({
        code: "custom",
        path: ["VAPID_PRIVATE_KEY"],
        message: "does not belong to VAPID_PUBLIC_KEY (generate the two together)",
      });
      return z.NEVER;
    }
    // The two address settings are checked together (lib/security/client-address.ts says why).
    try {
      const { TRUSTED_PROXIES, CLIENT_ADDRESS_SOURCE } = settings;
      return { ...settings, clientAddress: addressSettings({ TRUSTED_PROXIES, CLIENT_ADDRESS_SOURCE }) };
    } catch (error) {
      const message = (error as Error).message;
      const name = message.startsWith("TRUSTED_PROXIES") ? "TRUSTED_PROXIES" : "CLIENT_ADDRESS_SOURCE";
      context.addIssue({ code: "custom", path: [name], message });
      return z.NEVER;
    }
  });

type Raw = Record<keyof z.input<typeof schema>, string | undefined>;

/** The name of every setting, as the configuration table of docs/deploy-and-operations.md lists them. */
export const settingNames = Object.keys(schema.in.shape) as (keyof Raw)[];

const raw = Object.fromEntries(settingNames.map((name) => [name, process.env[name]])) as Raw;

/** Parses, and on a bad value parses again without it (its default), so the problem can be told and refused. */
function read(values: Raw): { settings: z.output<typeof schema>; problems: string[] } {
  const problems: string[] = [];
  let current = { ...values };
  // Each pass drops at least one bad value, so this ends; the bound only guards against a rule that fails on "unset".
  for (let pass = 0; pass <= Object.keys(values).length; pass++) {
    const result = schema.safeParse(current);
    if (result.success) return { settings: result.data, problems };
    for (const issue of result.error.issues) {
      const name = String(issue.path[0]) as keyof Raw;
      // Values are not repeated: several are secrets or carry a password. The address checks name their own.
      problems.push(issue.message.startsWith(name) ? issue.message : `${name} ${issue.message}.`);
      current = { ...current, [name]: undefined };
      // A bad address setting falls back to the safe side: no address believed from headers.
      if (name === "CLIENT_ADDRESS_SOURCE" || name === "TRUSTED_PROXIES") {
        current = { ...current, CLIENT_ADDRESS_SOURCE: undefined, TRUSTED_PROXIES: undefined };
      }
    }
  }
  throw new Error(`Environment settings: ${problems.join(" ")}`);
}

const { settings, problems } = read(raw);

/** What is wrong with the environment, in one message; null when every setting is valid. */
export const settingsProblem: string | null = problems.length
  ? `Invalid environment settings (see the configuration table in docs/deploy-and-operations.md):\n  ${problems.join("\n  ")}`
  : null;

/** Absolute origin for canonical links and the sitemap. Baked into static pages at build time. */
export const siteUrl = settings.SITE_URL;

/** Port of `npm start` / `npm run serve`; server.ts's `--port` wins over it. */
export const port = settings.PORT;

/**
 * Where the visitor's address comes from, for rate limits (`CLIENT_ADDRESS_SOURCE`), and how many reverse proxies
 * append to X-Forwarded-For (`TRUSTED_PROXIES`): `socket` (the connection, as server.ts sees it; the default unless
 * TRUSTED_PROXIES is set), `proxies` (the TRUSTED_PROXIES-th X-Forwarded-For entry from the right: `next start` or
 * the standalone server behind a load balancer) or `vercel` (the platform's own x-vercel-forwarded-for). Under
 * `next start` with `socket`, no address is known and every visitor shares one rate-limit bucket.
 */
export const clientAddress: { source: ClientAddressSource; trustedProxies: number } = settings.clientAddress;

/** A PostgreSQL connection string. Unset means the embedded PGlite database under `pgliteDir`. */
export const databaseUrl = settings.DATABASE_URL;

/** Where the embedded PGlite database keeps its files. */
export const pgliteDir = settings.PGLITE_DIR;

/** The folder of the local dataset file (the e2e tests point it at a copy they may edit). */
export const sanityLocalDatasetDir = settings.SANITY_LOCAL_DATASET_DIR;

/** The secret that signs Sanity's webhook; unset, the webhook refuses everything. */
export const sanityRevalidateSecret = settings.SANITY_REVALIDATE_SECRET;

/**
 * The Studio at /studio, read when it is requested (not built in): its project and dataset (by default the ones the
 * site's pages read, NEXT_PUBLIC_SANITY_PROJECT_ID and NEXT_PUBLIC_SANITY_DATASET) and, for a custom domain, the
 * API host its clients talk to (SANITY_STUDIO_API_HOST; Sanity puts the project id in front of its host name).
 * No project: the setup page.
 */
export const studioSettings: { projectId: string; dataset: string; apiHost: string | undefined } | null = (() => {
  const projectId = settings.SANITY_STUDIO_PROJECT_ID ?? settings.NEXT_PUBLIC_SANITY_PROJECT_ID;
  if (!projectId) return null;
  const dataset = settings.SANITY_STUDIO_DATASET ?? settings.NEXT_PUBLIC_SANITY_DATASET ?? "production";
  return { projectId, dataset, apiHost: settings.SANITY_STUDIO_API_HOST };
})();

/**
 * Where the site's own Content Lake client sends its queries when not to the project's own host
 * (`https://<project>.api.sanity.io`): a full origin, SANITY_API_HOST.
 */
export const sanityApiHost = settings.SANITY_API_HOST;

/**
 * The server-only Viewer token of the Studio's project (SANITY_API_READ_TOKEN): checks the Presentation tool's
 * preview secret and reads drafts in draft mode (lib/sanity/preview.ts). Unset: no preview, /api/draft-mode/enable
 * answers 404. Never sent to a browser: nothing under NEXT_PUBLIC_, read only by server code.
 */
export const sanityApiReadToken = settings.SANITY_API_READ_TOKEN;

/** Signs admin sessions; unset on PGlite, a key is generated beside the data (lib/security/auth-secret.ts). */
export const betterAuthSecret = settings.BETTER_AUTH_SECRET;

/** An admin account created at start-up if it does not exist. */
export const bootstrapAdmin = { email: settings.ADMIN_EMAIL, password: settings.ADMIN_PASSWORD };

/** Extra origins allowed to post to the sign-in endpoints besides `siteUrl`. */
export const authTrustedOrigins: string[] = settings.AUTH_TRUSTED_ORIGINS;

/** The key of the HMAC that rate-limit counters store instead of addresses; unset, the auth secret. */
export const rateLimitSalt = settings.RATE_LIMIT_SALT;

/** SMTP server for the owner's lead e-mails, e.g. smtp://user:pass@mail.example.nl:587. Unset: mails wait in the outbox. */
export const smtpUrl = settings.SMTP_URL;

/** Who receives the lead e-mails. Unset: the company e-mail address from the site settings. */
export const leadsNotifyTo = settings.LEADS_NOTIFY_TO;

/** The sender of lead e-mails; without it, "Website {company name} <website@localhost>" (lib/notifications/notifier.ts). */
export const leadsNotifyFrom = settings.LEADS_NOTIFY_FROM;

/** Requests per IP address per window, as "count/seconds". A visitor never sends five in ten minutes; a script does. */
export const leadsRateLimit = settings.LEADS_RATE_LIMIT;

/** Analytics events per visitor address per window, as "count/seconds". */
export const eventsRateLimit = settings.EVENTS_RATE_LIMIT;

/**
 * Site-wide caps per calendar day that a real day never reaches (a storm day brings perhaps a hundred requests):
 * they stop anonymous visitors from filling the database. Reaching one warns the owner in /admin.
 */
export const leadsDailyCap = settings.LEADS_DAILY_CAP;
export const photoMegabytesDailyCap = settings.PHOTOS_DAILY_MB;
/** Requests one network (IPv4 /24, IPv6 /48) may send per day: a few hundred addresses must not fill the day. */
export const leadsNetworkDailyCap = settings.LEADS_NETWORK_DAILY_CAP;

/** Redis or Valkey shared by every instance for Next's caches; unset, one process in memory. */
export const redisUrl = settings.REDIS_URL;

/** Prefix of every key the cache writes, for a Redis server shared with other apps. */
export const redisKeyPrefix = settings.REDIS_KEY_PREFIX;

/**
 * The key pair that signs Web Push messages to the owner's devices (VAPID), base64url as web-push prints them. Unset
 * on PGlite, a pair is generated beside the data (lib/notifications/vapid.ts); unset with DATABASE_URL, push is off: every
 * instance must sign with the same pair, since a browser's subscription is bound to the public key.
 */
export const vapidKeys: { publicKey: string; privateKey: string } | null =
  settings.VAPID_PUBLIC_KEY && settings.VAPID_PRIVATE_KEY
    ? { publicKey: settings.VAPID_PUBLIC_KEY, privateKey: settings.VAPID_PRIVATE_KEY }
    : null;

/** Who push services may contact about the messages (mailto: or https:); unset, SITE_URL when https. */
export const vapidSubject = settings.VAPID_SUBJECT;

/**
 * The bearer token a scheduler sends to /api/cron (Vercel's cron sends `Authorization: Bearer $CRON_SECRET` by
 * itself); unset, that route answers 404.
 */
export const cronSecret = settings.CRON_SECRET;

/** How long a CDN may keep a public page, in seconds (read at build time). */
export const cdnMaxAgeSeconds = settings.CDN_MAX_AGE_SECONDS;

/**
 * A production server on a public host must be reached over https: sign-in cookies are then marked Secure, and a
 * password never crosses the network in the clear. Loopback addresses (the README's first command) are fine;
 * ALLOW_HTTP_SITE_URL=1 overrides the check for a deliberate exception. Returns the problem, or null.
 */
export function insecureSiteUrlProblem(
  given: { NODE_ENV?: string; SITE_URL?: string; ALLOW_HTTP_SITE_URL?: string } = {},
): string | null {
  const env = {
    NODE_ENV: process.env.NODE_ENV,
    SITE_URL: siteUrl,
    ALLOW_HTTP_SITE_URL: settings.ALLOW_HTTP_SITE_URL,
    ...given,
  };
  if (env.NODE_ENV !== "production" || env.ALLOW_HTTP_SITE_URL === "1") return null;
  const url = new URL(trimSlash(env.SITE_URL || "http://localhost:3000"));
  if (url.protocol === "https:" || ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname)) return null;
  return `SITE_URL ${url.origin} is not https. Serve the site over https (and set SITE_URL to it), or set ALLOW_HTTP_SITE_URL=1 if you really mean plain http.`;
}

/**
 * Whether this is a production server (`npm start`, the standalone server). Development and tests may use what a
 * public server must not, such as a push receiver on this machine over plain http.
 */
export const isProduction = process.env.NODE_ENV === "production";
