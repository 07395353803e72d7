import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { TipsAndAdvice } from "@/components/tips/tips-and-advice";
import { getArticle, getArticleSlugs } from "@/lib/content/articles";
import { getTipsPage } from "@/lib/content/pages";
import { getSitePages, pageLabel } from "@/lib/content/site-pages";
import { getSiteSettings } from "@/lib/content/site-settings";
import { editMarks } from "@/lib/sanity/edit-marks";
import { JsonLd } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";
import { articleData, breadcrumbs } from "@/lib/seo/structured-data";
import { articlePath, pathOf } from "@/lib/site/routes";

type Props = { params: Promise<{ slug: string }> };

export async function generateStaticParams() {
  return (await getArticleSlugs()).map((slug) => ({ slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const [article, settings] = await Promise.all([getArticle(slug), getSiteSettings()]);
  if (!article) return {};
  return pageMetadata({
    // Every title ends with the brand, as the pages' own titles do (studio/checks/titles.ts).
    title: `${article.title} | ${settings.companyName}`,
    description: article.seoDescription,
    image: false,
    path: articlePath(slug),
  });
}

/** One article, opened in place on the tips page, at an address of its own. */
export default async function ArticlePage({ params }: Props) {
  const { slug } = await params;
  const [settings, data, article, pages, mark] = await Promise.all([
    getSiteSettings(),
    getTipsPage(),
    getArticle(slug),
    getSitePages(),
    editMarks(),
  ]);
  if (!article) notFound();
  return (
    <>
      <JsonLd data={articleData(settings, article, articlePath(slug))} />
      <JsonLd
        data={breadcrumbs([
          { name: pageLabel(pages, "home"), path: pathOf("home") },
          { name: pageLabel(pages, "tips"), path: pathOf("tips") },
          { name: article.title, path: articlePath(slug) },
        ])}
      />
      <TipsAndAdvice settings={settings} data={data} article={article} pages={pages} mark={mark} />
    </>
  );
}
