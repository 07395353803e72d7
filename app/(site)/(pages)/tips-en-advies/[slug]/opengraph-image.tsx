import { getArticle, getArticleSlugs } from "@/lib/content/articles";
import { ogCard, ogSize } from "@/lib/seo/og-card";

export const size = ogSize;
export const contentType = "image/png";
export const alt = "Tips en advies over je dak";

export async function generateStaticParams() {
  return (await getArticleSlugs()).map((slug) => ({ slug }));
}

export default async function ArticleImage({ params }: { params: Promise<{ slug: string }> }) {
  const article = await getArticle((await params).slug);
  return ogCard({
    eyebrow: article?.category ?? "Tips en advies",
    title: article?.title ?? "Tips en advies",
    subtitle: article ? `${article.readTime} minuten lezen` : "",
  });
}
