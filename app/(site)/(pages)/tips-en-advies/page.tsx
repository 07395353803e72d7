import type { Metadata } from "next";
import { TipsAndAdvice } from "@/components/tips/tips-and-advice";
import { getTipsPage } from "@/lib/content/pages";
import { getSiteSettings } from "@/lib/content/site-settings";
import { pageMetadata } from "@/lib/site/metadata";

export async function generateMetadata(): Promise<Metadata> {
  const { page } = await getTipsPage();
  return pageMetadata({ title: page.seoTitle, description: page.seoDescription, path: "/tips-en-advies" });
}

export default async function TipsPage() {
  const [settings, data] = await Promise.all([getSiteSettings(), getTipsPage()]);
  return <TipsAndAdvice settings={settings} data={data} />;
}
