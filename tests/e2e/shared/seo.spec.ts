import type { Page } from "@playwright/test";
import { readDocuments } from "../../support/dataset-file";
import { towns } from "../routes";
import { expect, test } from "./fixtures";

/** The town pages' shared words (Studio → Plaatspagina’s), where the names for search engines live. */
const townPage = readDocuments<{
  _id: string;
  structuredData: { serviceName: string; offerName: string };
  shareImage: { alt: string };
}>().find((doc) => doc._id === "townPage")!;
const forTown = (text: string, town: string) => text.replaceAll("{town}", town);

// Canonical links and the sitemap use SITE_URL as it was when the site was built.
const siteUrl = (process.env.SITE_URL || "http://localhost:3000").replace(/\/$/, "");

type Ld = Record<string, unknown> & { "@type": string };

async function structuredData(page: Page): Promise<Ld[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as Ld);
}

// Every public page's title, description, canonical and share tags are read by crawl.spec.ts.

function expectTownBusiness(data: Ld[], name: string, slug: string) {
  // One business with one address (Veghel) on every page; a town page offers that business's service in the town.
  const businesses = data.filter((d) => /LocalBusiness|RoofingContractor/.test(String(d["@type"])));
  expect(businesses).toHaveLength(1);
  const company = businesses[0] as Record<string, any>;
  expect(company.address).toMatchObject({ addressLocality: "Veghel" });
  expect(JSON.stringify(data.filter((d) => d !== company))).not.toMatch(/PostalAddress|GeoCoordinates/);
  const service = data.find((d) => d["@type"] === "Service") as Record<string, any>;
  expect(service).toBeTruthy();
  expect(service.name).toBe(forTown(townPage.structuredData.serviceName, name));
  expect(service.description.length).toBeGreaterThan(50);
  expect(service.url).toBe(`${siteUrl}/dakdekker-${slug}`);
  expect(service.provider).toEqual({ "@id": company["@id"] });
  expect(service.areaServed).toMatchObject({ "@type": "City", name });
  expect(service.availableChannel.servicePhone.telephone).toMatch(/^\+31\d{9}$/);
  expect(service.hasOfferCatalog.itemListElement[0].itemOffered).toMatchObject({
    "@type": "Service",
    name: forTown(townPage.structuredData.offerName, name),
  });
  const faq = data.find((d) => d["@type"] === "FAQPage") as Record<string, any>;
  expect(faq.mainEntity).toHaveLength(5);
  const crumbs = data.find((d) => d["@type"] === "BreadcrumbList") as Record<string, any>;
  expect(crumbs.itemListElement.at(-1).item).toBe(`${siteUrl}/dakdekker-${slug}`);
  expect(JSON.stringify(data)).not.toMatch(/aggregateRating|"review"/);
}

test("structured data: the company, and Eindhoven's LocalBusiness, FAQ and breadcrumbs", async ({ page }) => {
  await page.goto("/dakdekker-eindhoven");
  const data = await structuredData(page);
  const company = data.find((d) => d["@type"] === "RoofingContractor") as Record<string, any>;
  expect(company).toMatchObject({ name: "Brabant Dakzorg", url: `${siteUrl}/`, telephone: "+31413203040" });
  expect(company.email).toContain("@");
  expect(company.address).toMatchObject({ addressLocality: "Veghel", addressCountry: "NL" });
  expect(company.geo).toMatchObject({ "@type": "GeoCoordinates" });
  expect(company.openingHoursSpecification.some((o: any) => o.opens === "00:00" && o.dayOfWeek.length === 7)).toBe(
    true,
  );
  expect(company.areaServed.map((a: any) => a.name)).toEqual(expect.arrayContaining(towns.map((t) => t.name)));
  expectTownBusiness(data, "Eindhoven", "eindhoven");
  // The share image is described in the town's own words.
  await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute(
    "content",
    forTown(townPage.shareImage.alt, "Eindhoven"),
  );
});

test("structured data of an article", async ({ page }) => {
  await page.goto("/tips-en-advies/daklekkage-en-verzekering");
  const data = await structuredData(page);
  const article = data.find((d) => d["@type"] === "Article") as Record<string, any>;
  expect(article.headline).toBeTruthy();
  expect(article.datePublished).toMatch(/^2024-/);
  expect(article.publisher.name).toBe("Brabant Dakzorg");
  expect((data.find((d) => d["@type"] === "BreadcrumbList") as any).itemListElement).toHaveLength(3);
});

test("the sitemap lists every town and article and nothing private; robots.txt keeps crawlers out of private parts", async ({
  request,
}) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  for (const town of towns) expect(urls).toContain(`${siteUrl}${town.path}`);
  expect(urls.filter((u) => u.includes("/tips-en-advies/"))).toHaveLength(4);
  expect(urls.filter((u) => /\/(admin|auth|studio|api)(\/|$)/.test(u))).toEqual([]);
  expect(sitemap.match(/<lastmod>/g)).toHaveLength(urls.length);

  const robots = await (await request.get("/robots.txt")).text();
  for (const path of ["/admin", "/auth", "/studio", "/api"]) expect(robots).toContain(`Disallow: ${path}`);
  expect(robots).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
});

// Read as HTML over HTTP, not in a browser: loading the whole Studio bundle only to
// read one meta tag once made this test's teardown outlast its timeout on a busy CI.
test("/admin, /auth and /studio are marked noindex", async ({ request }) => {
  const robotsMeta = /<meta name="robots" content="([^"]*)"/;
  for (const route of ["/auth", "/studio", "/admin"]) {
    const response = await request.get(route);
    expect(response.status(), route).toBe(200);
    const html = await response.text();
    expect(html.match(robotsMeta)?.[1], route).toMatch(/noindex/);
    // A streamed page redirects in its HTML: /admin sends a visitor on to /auth.
    if (route === "/admin") expect(html).toMatch(/http-equiv="refresh" content="\d+;url=\/auth"/);
  }
});
