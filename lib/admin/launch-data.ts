import "server-only";
import { sanityRevalidateSecret, siteUrl, smtpUrl } from "@/lib/config";
import { readResolvedNow } from "@/lib/content/read";
import { getDatabase } from "@/lib/db/client";
import { usesContentLake } from "@/lib/public-config";
import { lastPublishAt } from "@/lib/sanity/last-publish";
import { type LaunchItem, launchChecklist, launchInputFrom } from "./launch-checklist";

/** The launch checklist for this server: its content (read per request, for the admin only) and its settings. */
export async function currentLaunchChecklist(adminOnGeneratedPassword: boolean): Promise<LaunchItem[]> {
  const content = await readResolvedNow("launchCheckQuery");
  const publishReceived = await getDatabase()
    .then(({ db }) => lastPublishAt(db))
    .then((at) => at !== null)
    // Unknown is not "never": the item stays away rather than accuse a working webhook.
    .catch(() => true);
  const env = {
    publishReceived,
    siteUrl,
    smtpConfigured: !!smtpUrl,
    webhookSecretConfigured: !!sanityRevalidateSecret,
    sanityProjectConfigured: usesContentLake,
  };
  return launchChecklist(launchInputFrom(content, env, adminOnGeneratedPassword));
}
