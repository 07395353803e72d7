import type { Metadata } from "next";
import { TipsAndAdvice } from "@/components/tips/tips-and-advice";
import { getTipsPage } from "@/lib/content/pages";
import { getSiteSettings } from "@/lib/content/site-settings";
import { editMarks } from "@/lib/sanity/edit-marks";
import { pageMetadata } from "@/lib/seo/metadata";
import { pathOf } from "@/lib/site/routes";

export async function generateMetadata(): Promise<Metadata> {
  const { page } = await getTipsPage();
  return pageMetadata({ title: page.seoTitle, description: page.seoDescription, path: pathOf("tips") });
}

export default async function TipsPage() {
  const [settings, data, mark] = await Promise.all([getSiteSettings(), getTipsPage(), editMarks()]);
  return <TipsAndAdvice settings={settings} data={data} mark={mark} />;
}
