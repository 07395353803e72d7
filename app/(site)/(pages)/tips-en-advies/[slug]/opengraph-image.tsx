import { notFound } from "next/navigation";
import { getArticle } from "@/lib/content/articles";
import { getSiteSettings } from "@/lib/content/site-settings";
import { ogCard, ogSize } from "@/lib/seo/og-card";

const imageId = "deel";

/**
 * One image per article, described by the article's title, made on its first request and kept as a town's is (see
 * dakdekker/[town]/opengraph-image.tsx). The build asks without an article and gets the one id. An address no
 * article has has no image: proxy.ts answers it with the 404 page, which no cache keeps (when the route was prerendered for the
 * list of slugs instead, such an address answered a generic image, stored for a month).
 */
export async function generateImageMetadata({ params }: { params?: { slug?: string } }) {
  const base = { id: imageId, size: ogSize, contentType: "image/png", alt: "Tips en advies over je dak" };
  if (!params?.slug) return [base];
  const article = await getArticle(params.slug);
  return article ? [{ ...base, alt: article.title }] : [];
}

export default async function ArticleImage({ params }: { params: Promise<{ slug: string }>; id: Promise<string> }) {
  const [article, settings] = await Promise.all([getArticle((await params).slug), getSiteSettings()]);
  if (!article) notFound();
  return ogCard({
    company: settings.companyName,
    eyebrow: article.category,
    title: article.title,
    subtitle: `${article.readTime} minuten lezen`,
  });
}
