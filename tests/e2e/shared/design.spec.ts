import type { Page } from "@playwright/test";
import { readDocuments } from "../../support/dataset-file";
import { wcagViolations } from "../axe";
import { closeNoticeForVisit } from "../chrome";
import { reviewedPages } from "../routes";
import { expect, test } from "./fixtures";

// The acceptance points of the design (a first screen that earns trust in three seconds), measured in the browser
// at 1280×800 and 390×844: the hero's two halves, a phone's first screen free of overlays over the way to help,
// early proof, forms and titles first, the 404 in the site's chrome, phone numbers on one line, the typeface, colour
// roles and contrast.

const desktop = { viewport: { width: 1280, height: 800 } };
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

/** The colour roles' values as computed styles give them (app/globals.css). */
const callFill = "rgb(194, 65, 12)";
const alarmReds = ["rgb(185, 28, 28)", "rgb(153, 27, 27)"];

const article = readDocuments<{ _type: string; slug?: { current: string }; title?: string }>().find(
  (doc) => doc._type === "article" && reviewedPages.article.endsWith(doc.slug?.current ?? "-"),
)!;

/** An element's box on the page (CSS pixels, its top from the top of the document). */
const boxOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const box = element.getBoundingClientRect();
      return { top: box.top + window.scrollY, left: box.left, width: box.width, height: box.height };
    });

test.describe("at 1280×800", () => {
  test.use(desktop);

  for (const route of [
    reviewedPages.home,
    reviewedPages.services,
    reviewedPages.prices,
    reviewedPages.quote,
    reviewedPages.about,
    reviewedPages.standardTown,
  ]) {
    test(`${route}: the hero has two columns of at least 360 px, the right one filled`, async ({ page }) => {
      await closeNoticeForVisit(page);
      await page.goto(route);
      const text = await boxOf(page, "[data-hero-text]");
      const aside = await boxOf(page, "[data-hero-aside]");
      const content = await page
        .locator("[data-hero-aside] > *")
        .first()
        .evaluate((element) => element.getBoundingClientRect().height);
      console.log(
        `Hero ${route}: columns ${Math.round(text.width)} + ${Math.round(aside.width)} px, right content ${Math.round(content)} px of ${Math.round(text.height)} px`,
      );
      expect(text.width).toBeGreaterThanOrEqual(360);
      expect(aside.width).toBeGreaterThanOrEqual(360);
      // Side by side, not one under the other.
      expect(aside.left).toBeGreaterThanOrEqual(text.left + text.width);
      expect(Math.abs(aside.top - text.top)).toBeLessThan(text.height);
      // The right column's content is at least 60% of the left column's height: no blank third.
      expect(content).toBeGreaterThanOrEqual(0.6 * text.height);
    });
  }

  test("the top bar shows the main pages as links, and one filled call button", async ({ page }) => {
    await page.goto(reviewedPages.home);
    const links = page.getByRole("navigation", { name: "Belangrijkste pagina’s" }).getByRole("link");
    await expect(links).toHaveCount(5);
    for (const link of await links.all()) await expect(link).toBeVisible();
  });

  test("the quote form's first field is on the first screen", async ({ page }) => {
    await closeNoticeForVisit(page);
    await page.goto(reviewedPages.quote);
    const field = await boxOf(page, "#contact-form input:not([type=hidden]):not([tabindex='-1'])");
    console.log(`Quote form's first field at ${Math.round(field.top)} px (desktop)`);
    expect(field.top + field.height).toBeLessThanOrEqual(800);
  });

  test("an article's h1 is its own title, at the top of the page, with its category and date", async ({ page }) => {
    await closeNoticeForVisit(page);
    await page.goto(reviewedPages.article);
    const h1 = page.getByRole("heading", { level: 1 });
    await expect(h1).toHaveText(article.title!);
    const top = await boxOf(page, "h1");
    console.log(`Article h1 at ${Math.round(top.top)} px`);
    expect(top.top).toBeLessThan(400);
    await expect(page.locator("[data-hero] time")).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Kruimelpad" })).toBeVisible();
  });

  test("the 404 stands in the site's top bar and footer, with a call link", async ({ page }) => {
    const response = await page.goto(reviewedPages.notFound);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expect(page.locator('main a[href^="tel:"]')).toBeVisible();
  });

  test("one typeface of its own: at most two self-hosted woff2 files, 80 KB in all, swapped in over a stand-in with its metrics", async ({
    page,
  }) => {
    const fonts: { url: string; bytes: number }[] = [];
    page.on("response", async (response) => {
      if (response.request().resourceType() !== "font") return;
      fonts.push({ url: response.url(), bytes: (await response.body()).length });
    });
    await page.goto(reviewedPages.home);
    await page.evaluate(() => document.fonts.ready);
    await expect.poll(() => fonts.length).toBeGreaterThan(0);
    const total = fonts.reduce((sum, font) => sum + font.bytes, 0);
    console.log(
      `Fonts: ${fonts.length} file(s), ${total} bytes: ${fonts.map((f) => new URL(f.url).pathname).join(", ")}`,
    );
    expect(fonts.length).toBeLessThanOrEqual(2);
    expect(total).toBeLessThanOrEqual(80_000);
    for (const font of fonts) {
      expect(new URL(font.url).origin).toBe(new URL(page.url()).origin);
      expect(font.url).toMatch(/\.woff2$/);
    }
    const faces = await page.evaluate(() =>
      [...document.styleSheets].flatMap((sheet) =>
        [...sheet.cssRules]
          .filter((rule) => rule instanceof CSSFontFaceRule)
          // The files it downloads; next/font's metric-adjusted fallback face is a local font, nothing to swap.
          .filter((rule) => rule.style.getPropertyValue("src").includes("url("))
          .map((rule) => rule.style.getPropertyValue("font-display")),
      ),
    );
    expect(faces.length).toBeGreaterThan(0);
    expect(new Set(faces)).toEqual(new Set(["swap"]));
    await expect(page.locator('link[rel="preload"][as="font"]')).toHaveCount(fonts.length);
    // The body text is set in it, and until it has loaded in the stand-in scaled to its metrics (app/globals.css).
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/archivo.*Archivo fallback/i);
    // The two OpenType features the subset keeps (lib/site/font-subset.ts) still work in the browser.
    const widths = await page.evaluate(() => {
      const measure = (text: string, style: string) => {
        const span = document.createElement("span");
        span.textContent = text;
        span.style.cssText = `position:absolute;white-space:nowrap;font-size:50px;${style}`;
        document.body.append(span);
        const width = span.getBoundingClientRect().width;
        span.remove();
        return Math.round(width * 10) / 10;
      };
      return {
        ones: measure("1111", ""),
        zeros: measure("0000", ""),
        tabularOnes: measure("1111", "font-variant-numeric:tabular-nums"),
        tabularZeros: measure("0000", "font-variant-numeric:tabular-nums"),
        kerned: measure("AVAVTAVA", "font-kerning:normal"),
        unkerned: measure("AVAVTAVA", "font-kerning:none"),
      };
    });
    console.log(`Figures and kerning: ${JSON.stringify(widths)}`);
    expect(widths.ones, "Archivo's own figures are proportional").not.toBe(widths.zeros);
    expect(widths.tabularOnes, "tabular-nums gives every figure one width (tnum)").toBe(widths.tabularZeros);
    expect(widths.kerned, "kerning pulls A and V together (kern)").toBeLessThan(widths.unkerned);
  });

  test("colour roles: one filled call button per hero, no storm red without a storm", async ({ page }) => {
    await closeNoticeForVisit(page);
    for (const route of Object.values(reviewedPages)) {
      await page.goto(route);
      const colours = await page.evaluate(
        ({ callFill, alarmReds }) => {
          const visible = (element: Element) => {
            const box = element.getBoundingClientRect();
            return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== "hidden";
          };
          const hero = document.querySelector("[data-hero]");
          const filledCalls = hero
            ? [...hero.querySelectorAll("a, button")].filter(
                (element) => visible(element) && getComputedStyle(element).backgroundColor === callFill,
              ).length
            : 0;
          const red = [...document.querySelectorAll("body *")].filter((element) => {
            const style = getComputedStyle(element);
            return (
              visible(element) &&
              [style.backgroundColor, style.borderTopColor, style.color].some((c) => alarmReds.includes(c))
            );
          }).length;
          return { filledCalls, red };
        },
        { callFill, alarmReds },
      );
      expect(colours.filledCalls, route).toBeLessThanOrEqual(1);
      expect(colours.red, route).toBe(0);
    }
  });
});

/**
 * What floats over the first screen two seconds after load, and the hero's buttons: the header (sticky) and every
 * fixed element that shows, as boxes in the viewport; the share of the screen they cover together (their union).
 */
async function firstScreen(page: Page) {
  return page.evaluate(() => {
    const visible = (element: Element) => {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && style.visibility !== "hidden" && style.display !== "none";
    };
    const toBox = (element: Element) => {
      const box = element.getBoundingClientRect();
      return { top: box.top, left: box.left, right: box.right, bottom: box.bottom };
    };
    const overlays = [...document.querySelectorAll("body *")]
      .filter((element) => getComputedStyle(element).position === "fixed" && visible(element))
      .map(toBox)
      .filter((box) => box.bottom > 0 && box.top < window.innerHeight);
    const header = [...document.querySelectorAll("header")].filter(visible).map(toBox);
    const buttons = [...document.querySelectorAll("[data-hero] a, [data-hero] button")]
      .filter(visible)
      .map((element) => ({ name: (element.textContent ?? "").trim().slice(0, 40), ...toBox(element) }));
    // The union of the covering boxes, counted in rows of one pixel.
    const width = window.innerWidth;
    let covered = 0;
    for (let y = 0; y < window.innerHeight; y++) {
      const spans = [...overlays, ...header]
        .filter((box) => box.top <= y && box.bottom > y)
        .map((box) => [Math.max(0, box.left), Math.min(width, box.right)] as const)
        .sort((a, b) => a[0] - b[0]);
      let end = 0;
      for (const [start, stop] of spans) {
        if (stop <= end) continue;
        covered += stop - Math.max(start, end);
        end = stop;
      }
    }
    const sideways = document.documentElement.scrollWidth - document.documentElement.clientWidth;
    return { overlays, buttons, share: covered / (width * window.innerHeight), sideways };
  });
}

const intersects = (a: { top: number; left: number; right: number; bottom: number }, b: typeof a) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

test.describe("at 390×844", () => {
  test.use(phone);

  test("the typeface's stand-in keeps its lines: the swap moves the hero's buttons and the trust bar by a few pixels at most", async ({
    page,
  }) => {
    // On a slow line a phone paints in the stand-in of app/globals.css before the font is in, then swaps
    // (lib/site/font.ts).
    // Measured with the font file refused, and with it loaded.
    const measure = async () => {
      await page.goto(reviewedPages.standardTown);
      await page.evaluate(() => document.fonts.ready);
      return {
        buttons: (await boxOf(page, "[data-hero-actions]")).top,
        trustBar: (await boxOf(page, '[data-testid="trust-bar"]')).top,
        archivo: await page.evaluate(() =>
          [...document.fonts].some((face) => !/fallback/i.test(face.family) && face.status === "loaded"),
        ),
      };
    };
    await page.route("**/*.woff2", (route) => route.abort());
    const standIn = await measure();
    await page.unrouteAll();
    const archivo = await measure();
    console.log(`Stand-in ${JSON.stringify(standIn)}, Archivo ${JSON.stringify(archivo)}`);
    expect(standIn.archivo).toBe(false);
    expect(archivo.archivo).toBe(true);
    expect(Math.abs(archivo.buttons - standIn.buttons)).toBeLessThanOrEqual(4);
    expect(Math.abs(archivo.trustBar - standIn.trustBar)).toBeLessThanOrEqual(4);
  });

  for (const route of [
    reviewedPages.home,
    reviewedPages.standardTown,
    reviewedPages.leakTown,
    reviewedPages.customTown,
    reviewedPages.quote,
    reviewedPages.services,
    reviewedPages.about,
    reviewedPages.prices,
  ]) {
    test(`${route}: two seconds after load no overlay covers a hero button, and overlays and header cover at most 20%`, async ({
      page,
    }) => {
      await page.goto(route);
      await page.waitForTimeout(2_000);
      // The emergency notice is on screen by now (a second after load), and counts.
      await expect(page.locator("[data-emergency-popup]")).toBeVisible();
      const screen = await firstScreen(page);
      console.log(`First screen ${route}: overlays and header cover ${(screen.share * 100).toFixed(1)}%`);
      const covered = screen.buttons.filter((button) => screen.overlays.some((overlay) => intersects(overlay, button)));
      expect(covered, "hero buttons under a fixed overlay").toEqual([]);
      expect(screen.share).toBeLessThanOrEqual(0.2);
      expect(screen.sideways, "no sideways scrolling").toBeLessThanOrEqual(0);
    });
  }

  test("the phone hero leads in at most three lines, with one full-width call button", async ({ page }) => {
    await closeNoticeForVisit(page);
    for (const route of [
      reviewedPages.home,
      reviewedPages.standardTown,
      reviewedPages.leakTown,
      reviewedPages.services,
    ]) {
      await page.goto(route);
      const lead = await page.locator("[data-hero] .type-lead").evaluate((element) => {
        const style = getComputedStyle(element);
        return element.getBoundingClientRect().height / Number.parseFloat(style.lineHeight);
      });
      expect(Math.round(lead), `${route}: lines of the lead`).toBeLessThanOrEqual(3);
      const text = await boxOf(page, "[data-hero-text]");
      const call = await boxOf(page, '[data-hero-actions] a[href^="tel:"]');
      expect(call.width, `${route}: the call button's width`).toBeGreaterThanOrEqual(0.95 * text.width);
      await expect(page.locator('[data-hero-actions] a[href^="tel:"]')).toHaveCount(1);
    }
  });

  for (const route of [reviewedPages.home, reviewedPages.standardTown, reviewedPages.quote]) {
    test(`${route}: the trust bar begins within one and a half screens`, async ({ page }) => {
      await closeNoticeForVisit(page);
      await page.goto(route);
      const bar = await boxOf(page, '[data-testid="trust-bar"]');
      console.log(`Trust bar ${route}: top at ${Math.round(bar.top)} px (phone)`);
      expect(bar.top).toBeLessThanOrEqual(1.5 * 844);
    });
  }

  test("the home page: proof on the second screen, one request form, at most ten screens", async ({ page }) => {
    await closeNoticeForVisit(page);
    await page.goto(reviewedPages.home);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    const services = await boxOf(page, "#diensten");
    console.log(
      `Home: ${height} px (${(height / 844).toFixed(1)} screens), services at ${Math.round(services.top)} px`,
    );
    expect(height).toBeLessThanOrEqual(10 * 844);
    expect(services.top).toBeLessThan(2 * 844);
    await expect(page.locator("main form")).toHaveCount(1);
  });

  test("the quote form's first field is within one and a half screens", async ({ page }) => {
    await closeNoticeForVisit(page);
    await page.goto(reviewedPages.quote);
    const field = await boxOf(page, "#contact-form input:not([type=hidden]):not([tabindex='-1'])");
    console.log(`Quote form's first field at ${Math.round(field.top)} px (phone)`);
    expect(field.top).toBeLessThan(1.5 * 844);
  });
});

test.describe("at 1280×800, trust within one and a half screens", () => {
  test.use(desktop);
  for (const route of [reviewedPages.home, reviewedPages.standardTown, reviewedPages.quote]) {
    test(`${route}`, async ({ page }) => {
      await closeNoticeForVisit(page);
      await page.goto(route);
      const bar = await boxOf(page, '[data-testid="trust-bar"]');
      expect(bar.top).toBeLessThanOrEqual(1.5 * 800);
    });
  }
});

test.describe("at 320 px", () => {
  test.use({ viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true });

  test("every phone number link fits on one line", async ({ page }) => {
    for (const route of Object.values(reviewedPages)) {
      await page.goto(route);
      // After the emergency notice has come, so its call link is measured too.
      await page.waitForTimeout(1_200);
      const links = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLAnchorElement>('a[href^="tel:"]')]
          .filter((a) => {
            const box = a.getBoundingClientRect();
            return box.width > 0 && box.height > 0 && getComputedStyle(a).visibility !== "hidden";
          })
          .map((a) => {
            // The lines its visible words stand on (text for screen readers only, in a 1 px box, does not count).
            const tops = new Set<number>();
            const walker = document.createTreeWalker(a, NodeFilter.SHOW_TEXT);
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              if (!node.textContent?.trim() || (node.parentElement?.getBoundingClientRect().width ?? 0) <= 1) continue;
              const range = document.createRange();
              range.selectNodeContents(node);
              for (const rect of range.getClientRects()) if (rect.width > 1) tops.add(Math.round(rect.bottom / 4));
            }
            const box = a.getBoundingClientRect();
            return {
              text: a.textContent?.trim() ?? "",
              lines: tops.size,
              right: box.right,
              inside: a.scrollWidth <= a.clientWidth + 1,
            };
          }),
      );
      for (const link of links) {
        expect(link.lines, `${route}: "${link.text}" on one line`).toBeLessThanOrEqual(1);
        expect(link.right, `${route}: "${link.text}" within the screen`).toBeLessThanOrEqual(320);
        expect(link.inside, `${route}: "${link.text}" inside its button`).toBe(true);
      }
    }
  });
});

// On the desktop, accessibility.spec.ts runs all of axe, contrast included, on a page of every template.
test("axe finds no contrast violation on the reviewed pages on a phone", async ({ browser }) => {
  test.setTimeout(180_000);
  const context = await browser.newContext(phone);
  const page = await context.newPage();
  for (const route of Object.values(reviewedPages)) {
    await page.goto(route);
    // With the emergency notice on screen (it shows on the first page of the visit).
    if (route === reviewedPages.home) await expect(page.locator("[data-emergency-popup]")).toBeVisible();
    const violations = (await wcagViolations(page)).filter((line) => line.startsWith("color-contrast"));
    expect(violations, route).toEqual([]);
  }
  await context.close();
});
