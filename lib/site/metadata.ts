import type { Metadata } from "next";

/** Title, description and canonical address of a page; the root layout's metadataBase makes the URL absolute. */
export function pageMetadata(props: { title: string; description: string; path: string; noindex?: boolean }): Metadata {
  return {
    title: { absolute: props.title },
    description: props.description,
    alternates: { canonical: props.path },
    openGraph: {
      title: props.title,
      description: props.description,
      url: props.path,
      locale: "nl_NL",
      type: "website",
    },
    twitter: { card: "summary_large_image", title: props.title, description: props.description },
    ...(props.noindex ? { robots: { index: false, follow: true } } : {}),
  };
}
