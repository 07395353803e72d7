import { siteUrl, smtpUrl } from "@/lib/config";
import { typeTag } from "@/lib/sanity/cache-tags";
import { usesContentLake } from "@/lib/sanity/env";
import { fetchContent } from "@/lib/sanity/fetch";
import { type LaunchItem, launchChecklist, launchInputFrom } from "./launch-checklist";

/** The launch checklist for this server: its content (cached, revalidated on publish) and its settings. */
export async function currentLaunchChecklist(adminOnGeneratedPassword: boolean): Promise<LaunchItem[]> {
  const content = await fetchContent(
    "launchCheckQuery",
    {},
    ["siteSettings", "testimonial", "town", "projectPhoto"].map(typeTag),
  );
  const env = {
    siteUrl,
    smtpConfigured: !!smtpUrl,
    webhookSecretConfigured: !!process.env.SANITY_REVALIDATE_SECRET,
    sanityProjectConfigured: usesContentLake,
  };
  return launchChecklist(launchInputFrom(content, env, adminOnGeneratedPassword));
}
