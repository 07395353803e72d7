import { getArticle, getArticleSlugs } from "@/lib/content/articles";
import { getSiteSettings } from "@/lib/content/site-settings";
import { noShareImage, ogCard, ogSize } from "@/lib/seo/og-card";

export const size = ogSize;
export const contentType = "image/png";
export const alt = "Tips en advies over je dak";

export async function generateStaticParams() {
  return (await getArticleSlugs()).map((slug) => ({ slug }));
}

/** An article's share image; an address no article has answers 404, as the town image does, and is never stored. */
export default async function ArticleImage({ params }: { params: Promise<{ slug: string }> }) {
  const [article, settings] = await Promise.all([getArticle((await params).slug), getSiteSettings()]);
  if (!article) return noShareImage();
  return ogCard({
    company: settings.companyName,
    eyebrow: article.category,
    title: article.title,
    subtitle: `${article.readTime} minuten lezen`,
  });
}
