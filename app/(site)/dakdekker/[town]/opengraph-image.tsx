import { getSiteSettings } from "@/lib/content/site-settings";
import { getTown, getTownSlugs } from "@/lib/content/towns";
import { ogCard, ogSize } from "@/lib/seo/og-card";

export const size = ogSize;
export const contentType = "image/png";
export const alt = "Dakdekker in Noord-Brabant";

export async function generateStaticParams() {
  return (await getTownSlugs()).map((town) => ({ town }));
}

export default async function TownImage({ params }: { params: Promise<{ town: string }> }) {
  const [town, settings] = await Promise.all([getTown((await params).town), getSiteSettings()]);
  return ogCard({
    eyebrow: "24/7 spoedservice",
    title: `Dakdekker ${town?.name ?? "in Noord-Brabant"}`,
    subtitle: `Daklekkage? ${settings.claims.responseTime} ter plaatse · Bel ${(town?.phoneOverride ?? settings.phone).display}`,
  });
}
