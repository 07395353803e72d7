import { readFileSync } from "node:fs";

type Doc = { _type: string; name?: string; slug?: { current: string } };
const docs: Doc[] = readFileSync("studio/dataset/production.ndjson", "utf8")
  .split("\n")
  .filter(Boolean)
  .map((line) => JSON.parse(line));

export const towns = docs
  .filter((d) => d._type === "town")
  .map((d) => ({ name: d.name!, slug: d.slug!.current, path: `/dakdekker-${d.slug!.current}` }));

export const articles = docs.filter((d) => d._type === "article").map((d) => `/tips-en-advies/${d.slug!.current}`);

export const staticRoutes = [
  "/",
  "/bedankt",
  "/privacybeleid",
  "/over-ons",
  "/onze-diensten",
  "/contact",
  "/waarom-ons",
  "/spoedhulp",
  "/offerte-aanvragen",
  "/tips-en-advies",
];

export const publicRoutes = [...staticRoutes, ...articles, ...towns.map((t) => t.path)];
