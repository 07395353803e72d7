import type { Page } from "@playwright/test";
import { specTownSlugs } from "../../support/spec-towns";
import { everyPage, publicRoutes, towns, unknownPath } from "../routes";
import { expect, test } from "./fixtures";

// Every page a visitor can reach, read once as a crawler reads it (the HTML as sent, no JavaScript, so nothing to
// hydrate or wait for): what each page must hold whatever its words are. axe judges one page per template
// (accessibility.spec.ts); this catches a content slip on any page.

// Canonical links use SITE_URL as it was when the site was built.
const siteUrl = (process.env.SITE_URL || "http://localhost:3000").replace(/\/$/, "");
const companyTel = "tel:+31413203040";

/** The page's structure, read in the browser: the DOM knows which label belongs to which field. */
function structure(page: Page) {
  return page.evaluate(() => {
    const text = (element: Element | null) => (element?.textContent ?? "").replace(/\s+/g, " ").trim();
    const meta = (selector: string) => document.querySelector(selector)?.getAttribute("content") ?? null;
    const ids = [...document.querySelectorAll("[id]")].map((element) => element.id);
    const controls = [
      ...document.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(
        "input:not([type=hidden]):not([type=submit]):not([type=button]), select, textarea",
      ),
    ];
    const named = (element: Element) =>
      text(element) !== "" ||
      !!element.getAttribute("aria-label")?.trim() ||
      !!element.getAttribute("aria-labelledby") ||
      !!element.querySelector("img[alt]:not([alt=''])");
    return {
      lang: document.documentElement.lang,
      title: document.title,
      h1: [...document.querySelectorAll("h1")].map(text),
      description: meta('meta[name="description"]'),
      canonical: document.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? null,
      ogTitle: meta('meta[property="og:title"]'),
      ogImage: meta('meta[property="og:image"]'),
      twitterCard: meta('meta[name="twitter:card"]'),
      jsonLdTypes: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
        (script) => (JSON.parse(script.textContent ?? "{}") as { "@type"?: string })["@type"] ?? "",
      ),
      duplicateIds: [...new Set(ids.filter((id, index) => ids.indexOf(id) !== index))],
      imagesWithoutAlt: [...document.querySelectorAll("img:not([alt])")].map((img) => img.getAttribute("src")),
      unlabelledFields: controls
        .filter((control) => control.labels?.length === 0 && !control.getAttribute("aria-label"))
        .filter((control) => !control.getAttribute("aria-labelledby"))
        .map((control) => control.getAttribute("name") ?? control.outerHTML.slice(0, 80)),
      unnamedLinksAndButtons: [...document.querySelectorAll("a[href], button")]
        .filter((element) => !named(element))
        .map((element) => element.outerHTML.slice(0, 80)),
      telLinks: [...new Set([...document.querySelectorAll("a[href^='tel:']")].map((a) => a.getAttribute("href")))],
    };
  });
}

test.describe("in the HTML as sent", () => {
  test.use({ javaScriptEnabled: false });

  test("every page: status, lang, one h1, named links and fields, alt text, unique ids, one phone number; every public page: a unique title and description, its canonical, share tags and the company's structured data", async ({
    page,
  }) => {
    // Some fifty pages, one after the other, on a two-core machine that is also running the server.
    test.setTimeout(180_000);
    expect(towns.map((t) => t.slug).sort()).toEqual([...specTownSlugs].sort());
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    for (const route of everyPage) {
      const response = await page.goto(route);
      expect(response?.status(), route).toBe(route === unknownPath ? 404 : 200);
      const found = await structure(page);
      expect(found.lang, route).toBe("nl");
      expect(found.h1, route).toHaveLength(1);
      expect(found.h1[0], route).not.toBe("");
      const town = towns.find((t) => t.path === route);
      if (town) expect(found.h1[0], route).toContain(town.name);
      expect(found.duplicateIds, route).toEqual([]);
      expect(found.imagesWithoutAlt, route).toEqual([]);
      expect(found.unlabelledFields, route).toEqual([]);
      expect(found.unnamedLinksAndButtons, route).toEqual([]);
      // One number story: every page dials the company's number (a town's own number is tested where it is set).
      expect(found.telLinks, route).toEqual([companyTel]);
      if (!publicRoutes.includes(route)) continue;

      // What search engines and link previews read.
      expect(found.title, route).toBeTruthy();
      expect(found.description?.length ?? 0, route).toBeGreaterThan(50);
      // Next writes the home page's canonical as the bare origin: the same URL as SITE_URL + "/".
      expect(found.canonical, route).toBe(route === "/" ? siteUrl : `${siteUrl}${route}`);
      expect(titles.get(found.title), `${route} shares its title with ${titles.get(found.title)}`).toBeUndefined();
      expect(descriptions.get(found.description!), `${route} shares its description`).toBeUndefined();
      titles.set(found.title, route);
      descriptions.set(found.description!, route);
      expect(found.ogTitle, route).toBe(found.title);
      expect(found.ogImage, route).toMatch(/^https?:\/\//);
      expect(found.twitterCard, route).toBe("summary_large_image");
      expect(found.jsonLdTypes, route).toContain("RoofingContractor");
    }
  });
});
