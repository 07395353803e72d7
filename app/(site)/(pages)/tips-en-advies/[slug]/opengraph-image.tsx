import { getArticle, getArticleSlugs } from "@/lib/content/articles";
import { getSiteSettings } from "@/lib/content/site-settings";
import { ogCard, ogSize } from "@/lib/seo/og-card";

export const size = ogSize;
export const contentType = "image/png";
export const alt = "Tips en advies over je dak";

export async function generateStaticParams() {
  return (await getArticleSlugs()).map((slug) => ({ slug }));
}

export default async function ArticleImage({ params }: { params: Promise<{ slug: string }> }) {
  const [article, settings] = await Promise.all([getArticle((await params).slug), getSiteSettings()]);
  return ogCard({
    company: settings.companyName,
    eyebrow: article?.category ?? "Tips en advies",
    title: article?.title ?? "Tips en advies",
    subtitle: article ? `${article.readTime} minuten lezen` : "",
  });
}
