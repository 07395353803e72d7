import "server-only";
import { chmodSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import webpush from "web-push";
import { databaseUrl, siteUrl, vapidKeys, vapidSubject } from "@/lib/config";
import { privateDataDir } from "@/lib/db/data-dir";
import type { VapidDetails } from "./request";

/**
 * Who push services may contact about our messages. An https SITE_URL names the site; a local install has none, and
 * a reserved example address (web-push refuses anything but mailto: and https:) is the honest "nobody".
 */
const defaultSubject = () => (siteUrl.startsWith("https://") ? siteUrl : "mailto:beheer@example.com");

/**
 * The key pair that signs push messages, or null when push is off. It comes from VAPID_PUBLIC_KEY and
 * VAPID_PRIVATE_KEY; on the embedded database (a local install, one process) a pair is made once and kept beside
 * the data like the auth secret, so the devices' subscriptions survive a restart. With DATABASE_URL and no keys push
 * stays off: instances that each made their own pair would sign with keys the browsers do not know.
 */
export function pushVapid(): VapidDetails | null {
  const subject = vapidSubject ?? defaultSubject();
  if (vapidKeys) return { ...vapidKeys, subject };
  if (databaseUrl) return null;
  const file = path.join(privateDataDir(), "vapid-keys.json");
  if (!existsSync(file)) {
    try {
      // `wx`: a second process starting at the same moment keeps the first one's pair rather than overwriting it.
      writeFileSync(file, JSON.stringify(webpush.generateVAPIDKeys()), { mode: 0o600, flag: "wx" });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    chmodSync(file, 0o600);
  }
  const stored = JSON.parse(readFileSync(file, "utf8")) as { publicKey: string; privateKey: string };
  return { publicKey: stored.publicKey, privateKey: stored.privateKey, subject };
}
