import { siteUrl, smtpUrl } from "@/lib/config";
import { typeTag } from "@/lib/sanity/cache-tags";
import { usesContentLake } from "@/lib/sanity/env";
import { fetchContent } from "@/lib/sanity/fetch";
import { type LaunchItem, launchChecklist } from "./launch-checklist";

/** The launch checklist for this server: its content (cached, revalidated on publish) and its settings. */
export async function currentLaunchChecklist(adminOnGeneratedPassword: boolean): Promise<LaunchItem[]> {
  const content = await fetchContent(
    "launchCheckQuery",
    {},
    ["siteSettings", "testimonial", "town", "projectPhoto"].map(typeTag),
  );
  const settings = content.settings;
  if (!settings) throw new Error("The dataset has no siteSettings document.");
  return launchChecklist({
    company: {
      name: settings.companyName,
      email: settings.email,
      kvk: settings.kvk,
      phoneE164: settings.phone,
      whatsappNumber: settings.whatsapp,
      figuresConfirmed: settings.figuresConfirmed,
    },
    reviewSources: content.reviewSources ?? [],
    photos: content.photos ?? [],
    env: {
      siteUrl,
      smtpConfigured: !!smtpUrl,
      webhookSecretConfigured: !!process.env.SANITY_REVALIDATE_SECRET,
      sanityProjectConfigured: usesContentLake,
    },
    adminOnGeneratedPassword,
  });
}
