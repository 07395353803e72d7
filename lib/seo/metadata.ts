import type { Metadata } from "next";
import { siteUrl } from "@/lib/config";
import { getSiteSettings } from "@/lib/content/site-settings";
import { shareImagePath } from "@/lib/seo/share-image";

/**
 * Title, description, absolute canonical address and share tags of a page; the site's name from the settings.
 * The share image is the site's own (shareImagePath), or the page's opengraph-image file where it has one.
 */
export async function pageMetadata(props: {
  title: string;
  description: string;
  path: string;
  noindex?: boolean;
  /** false where the page has a generated image of its own (an opengraph-image file: towns, articles). */
  image?: false;
}): Promise<Metadata> {
  const settings = await getSiteSettings();
  return {
    title: { absolute: props.title },
    description: props.description,
    alternates: { canonical: `${siteUrl}${props.path}` },
    openGraph: {
      title: props.title,
      description: props.description,
      url: props.path,
      siteName: settings.companyName,
      locale: "nl_NL",
      type: "website",
      ...(props.image === false ? {} : { images: [{ url: shareImagePath, width: 1200, height: 630 }] }),
    },
    twitter: { card: "summary_large_image", title: props.title, description: props.description },
    ...(props.noindex ? { robots: { index: false, follow: true } } : {}),
  };
}
