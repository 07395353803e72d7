import "server-only";
import { sanityRevalidateSecret, siteUrl, smtpUrl } from "@/lib/config";
import { readResolvedNow } from "@/lib/content/read";
import { usesContentLake } from "@/lib/sanity/env";
import { type LaunchItem, launchChecklist, launchInputFrom } from "./launch-checklist";

/** The launch checklist for this server: its content (read per request, for the admin only) and its settings. */
export async function currentLaunchChecklist(adminOnGeneratedPassword: boolean): Promise<LaunchItem[]> {
  const content = await readResolvedNow("launchCheckQuery");
  const env = {
    siteUrl,
    smtpConfigured: !!smtpUrl,
    webhookSecretConfigured: !!sanityRevalidateSecret,
    sanityProjectConfigured: usesContentLake,
  };
  return launchChecklist(launchInputFrom(content, env, adminOnGeneratedPassword));
}
