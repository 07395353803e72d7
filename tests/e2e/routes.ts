import { articlePath, sitePages, townPath } from "@/lib/site/routes";
import { readDocuments } from "../support/dataset-file";

/** The public pages of the dataset in the repository (the e2e server starts from a copy of it). */
type Doc = { _type: string; name?: string; slug?: { current: string } };
const docs = readDocuments<Doc>();

export const towns = docs
  .filter((d) => d._type === "town")
  .map((d) => ({ name: d.name!, slug: d.slug!.current, path: townPath(d.slug!.current) }));

export const articles = docs.filter((d) => d._type === "article").map((d) => articlePath(d.slug!.current));

export const staticRoutes = sitePages.map((page) => page.path);

export const publicRoutes = [...staticRoutes, ...articles, ...towns.map((t) => t.path)];
