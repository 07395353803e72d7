import { getSiteSettings } from "@/lib/content/site-settings";
import { townCopy } from "@/lib/content/town-copy";
import { getTown, getTownPageCopy, getTownSlugs } from "@/lib/content/towns";
import { ogCard, ogSize } from "@/lib/seo/og-card";

export const size = ogSize;
export const contentType = "image/png";
export const alt = "Dakdekker in Noord-Brabant";

export async function generateStaticParams() {
  return (await getTownSlugs()).map((town) => ({ town }));
}

export default async function TownImage({ params }: { params: Promise<{ town: string }> }) {
  const [town, settings, shared] = await Promise.all([
    getTown((await params).town),
    getSiteSettings(),
    getTownPageCopy(),
  ]);
  if (!town) return new Response(null, { status: 404 });
  const copy = townCopy(shared, town, settings, (town.phoneOverride ?? settings.phone).display);
  return ogCard({ company: settings.companyName, ...copy.shareImage });
}
