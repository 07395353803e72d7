import { expect, type Page } from "@playwright/test";

export const popupSelector = '[role="dialog"][data-track-source="emergency_popup"]';
const callButtonSelector = '[data-testid="mobile-call-button"]';
/** components/floating/emergency-popup.tsx: set when the popup shows, which it does once per visit. */
export const popupClosedKey = "spoedpopup-gesloten";

/**
 * Closes the emergency notice for the visit before the next page loads, as a visitor who closed it does: for checks
 * that read the notice on one page and need not wait for it on every other.
 */
export async function closeNoticeForVisit(page: Page) {
  await page.addInitScript((key) => sessionStorage.setItem(key, "1"), popupClosedKey);
}

/** The parts of the chrome that are there as soon as the page is: bars, footer, menu, numbers, sideways scroll. */
function frameChrome(page: Page) {
  return page.evaluate((popup) => {
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
      popups: count(popup),
      popupLinks: hrefs(`${popup} a`),
      telNumbers: hrefs('a[href^="tel:"]'),
      sidewaysScroll: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    };
  }, popupSelector);
}

/** Lets the browser deliver scroll and intersection events and React render their state: two frames. */
const settle = (page: Page) =>
  page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));

/** Measures until two measurements in a row agree, so a state that is still changing is not taken for the answer. */
async function steady<T>(page: Page, measure: () => Promise<T>): Promise<T> {
  let last = await measure();
  for (let i = 0; i < 20; i++) {
    await settle(page);
    const next = await measure();
    if (JSON.stringify(next) === JSON.stringify(last)) return next;
    last = next;
  }
  return last;
}

/**
 * The round call button, which depends on where the visitor is: hidden at the top, shown once past the first part
 * of the screen, stepping aside while a form is on screen. Measured at those three places (null where the page has
 * no such place), each as the visible buttons' links; the page is left scrolled to the top.
 */
async function callButtonChrome(page: Page) {
  const places = await page.evaluate(() => {
    const forms = [...document.querySelectorAll("form")]
      .map((form) => form.getBoundingClientRect())
      .filter((box) => box.width > 0 && box.height > 0)
      .map((box) => ({ top: box.top + window.scrollY, bottom: box.bottom + window.scrollY }));
    const height = window.innerHeight;
    const end = document.documentElement.scrollHeight - height;
    let clear: number | null = null;
    // Past the button's 300 px threshold, with no form touching the screen.
    for (let y = 400; y <= end && clear === null; y += 50) {
      if (forms.every((form) => form.bottom < y - 1 || form.top > y + height + 1)) clear = y;
    }
    // Past the threshold too, with the first form on screen.
    const first = forms[0];
    const onForm = first ? Math.min(Math.max(401, first.top - 100), end) : null;
    const form =
      first && onForm !== null && onForm > 300 && first.bottom > onForm && first.top < onForm + height ? onForm : null;
    return { clear, form };
  });
  const at = async (y: number | null) => {
    if (y === null) return null;
    await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
    return steady(page, () =>
      page.evaluate(
        (selector) =>
          [...document.querySelectorAll<HTMLAnchorElement>(selector)]
            .filter((a) => {
              const box = a.getBoundingClientRect();
              return box.width > 0 && box.height > 0 && getComputedStyle(a).visibility !== "hidden";
            })
            .map((a) => a.href),
        callButtonSelector,
      ),
    );
  };
  const result = {
    callButtonAtTop: await at(0),
    callButtonScrolled: await at(places.clear),
    callButtonOverForm: await at(places.form),
  };
  await at(0);
  return result;
}

/**
 * What a visitor sees around a page's content: the top bar, footer and menu, every floating element (sticky bar,
 * emergency popup, round call button), which numbers the visible contact links dial, and whether the page scrolls
 * sideways. Measured the same way after a direct load and after a client-side navigation, so the two can be
 * compared. The popup comes a second after the first page of a visit (once per visit): this waits for it there.
 */
export async function visibleChrome(page: Page) {
  const popupClosed = await page.evaluate((key) => sessionStorage.getItem(key) !== null, popupClosedKey);
  if (!popupClosed) {
    await page
      .locator(popupSelector)
      .locator("visible=true")
      .first()
      .waitFor({ state: "visible", timeout: 5_000 })
      .catch(() => {});
  }
  const frame = await steady(page, () => frameChrome(page));
  return { ...frame, ...(await callButtonChrome(page)) };
}

/**
 * Waits until React has hydrated every link of the page (it keeps its fiber on each element it hydrated), so a click
 * on a link is a client-side navigation, not a full load. Cheaper and exact where waiting for a quiet network was
 * neither: that waited half a second after the last request, and said nothing about the links.
 */
export async function linksHydrated(page: Page) {
  await page.waitForFunction(() =>
    [...document.querySelectorAll("a[href]")].every((link) =>
      Object.keys(link).some((key) => key.startsWith("__reactFiber$")),
    ),
  );
}

/** Waits until the page is hydrated and marks the document, so `stayedInDocument` can tell a full load later. */
export async function hydrated(page: Page) {
  await linksHydrated(page);
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
  const [tel] = chrome.telNumbers;
  // The emergency popup comes once per visit, a second after its first page; while it shows, it dials the page's
  // own number.
  expect(chrome.popups, "at most one emergency popup").toBeLessThanOrEqual(1);
  if (chrome.popups) expect(chrome.popupLinks, "the popup dials the page's number").toContain(tel);
  // The round call button: phones only, not at the top, not over a form, otherwise the page's number.
  expect(chrome.callButtonAtTop, "no call button at the top").toEqual([]);
  if (chrome.callButtonScrolled !== null) {
    expect(chrome.callButtonScrolled, "call button after scrolling").toEqual(options.phone ? [tel] : []);
  }
  if (chrome.callButtonOverForm !== null) {
    expect(chrome.callButtonOverForm, "no call button over a form").toEqual([]);
  }
  expect(chrome.sidewaysScroll, "no sideways scrolling").toBeLessThanOrEqual(0);
  return chrome;
}
