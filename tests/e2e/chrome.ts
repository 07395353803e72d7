import { expect, type Page } from "@playwright/test";

/**
 * What a visitor sees around a page's content: how many footers and sticky bars are visible, which numbers the
 * visible contact links dial, and whether the page scrolls sideways. Measured the same way after a direct load
 * and after a client-side navigation, so the two can be compared.
 */
export async function visibleChrome(page: Page) {
  return page.evaluate(() => {
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== "hidden";
    };
    const count = (selector: string) => [...document.querySelectorAll(selector)].filter(visible).length;
    const hrefs = (selector: string) => [
      ...new Set([...document.querySelectorAll<HTMLAnchorElement>(selector)].filter(visible).map((a) => a.href)),
    ];
    return {
      topBars: count("header"),
      footers: count('[data-testid="site-footer"]'),
      stickyBars: count('[data-testid="mobile-sticky-bar"]'),
      menus: count("details[data-site-menu]"),
      topBarTel: hrefs('header a[href^="tel:"]'),
      stickyBarLinks: hrefs('[data-testid="mobile-sticky-bar"] a'),
      telNumbers: hrefs('a[href^="tel:"]'),
      sidewaysScroll: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    };
  });
}

/** Waits until the page is hydrated, so a click on a link is a client-side navigation, not a full load. */
export async function hydrated(page: Page) {
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => {
    (window as unknown as { __sameDocument?: boolean }).__sameDocument = true;
  });
}

/** True when the page was reached without a full load since `hydrated` was last called. */
export async function stayedInDocument(page: Page) {
  return page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);
}

/** The rules every public page keeps, on a phone and on a desktop. */
export async function expectSoundChrome(page: Page, options: { phone: boolean; footer?: boolean }) {
  const chrome = await visibleChrome(page);
  expect(chrome.topBars, "visible top bar").toBe(1);
  expect(chrome.footers, "visible footer").toBe(options.footer === false ? 0 : 1);
  expect(chrome.stickyBars, "visible sticky bar").toBe(options.phone ? 1 : 0);
  expect(chrome.telNumbers, "one phone number per page").toHaveLength(1);
  expect(chrome.sidewaysScroll, "no sideways scrolling").toBeLessThanOrEqual(0);
  return chrome;
}
