import type { Page } from "@playwright/test";
import { linksHydrated, visibleChrome } from "../chrome";
import { editDocument, publish, readDocument, restoreDocument } from "../dataset";
import { expect, test } from "./fixtures";

// A town with a second line of its own: every contact element on its page dials that number and says it (the
// call buttons' "Bel {phone}", the top bar, the floating elements, texts with {phone}), the page's structured data
// offers it, analytics records it, and the company's number appears nowhere on the page. The rest of the site keeps
// the company's. Tried on each kind of town hero: standard (Heesch, whose FAQ names {phone}), leak with the short
// form (Uden) and the town's own layout (Schijndel, with its repeated call buttons and no footer).

const override = { _type: "phoneNumber", display: "0486 20 30 40", e164: "+31486203040" };
const company = readDocument("siteSettings").phone as { display: string; e164: string };

/** The company's number in any spacing: "0413 20 30 40", "0413-203040", "+31413203040", "31413203040". */
const companyNumber = new RegExp(
  [company.display, company.e164.replace(/^\+31/, "0"), company.e164.replace(/^\+/, "")]
    .map((n) => n.replace(/\D/g, "").split("").join("[\\s-]?"))
    .join("|"),
);

/** Every text and attribute of the page outside scripts, and the names of its call links. */
function pageWords(page: Page) {
  return page.evaluate(() => {
    const words: string[] = [document.title];
    for (const element of document.querySelectorAll("*")) {
      if (element.closest("script, style")) continue;
      for (const attribute of element.attributes) words.push(attribute.value);
      for (const node of element.childNodes) if (node.nodeType === Node.TEXT_NODE) words.push(node.textContent ?? "");
    }
    const callLinks = [...document.querySelectorAll<HTMLAnchorElement>('a[href^="tel:"]')].map((a) =>
      (a.textContent ?? "").replace(/\s+/g, " ").trim(),
    );
    return { words, callLinks };
  });
}

/** The telephone numbers in the page's structured data: the town's service channel, and the company's own. */
function structuredPhones(page: Page) {
  return page.evaluate(() => {
    type Node = Record<string, unknown> & { "@type"?: string };
    const data = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent ?? "null") as Node,
    );
    const service = data.find((node) => node["@type"] === "Service") as
      | { availableChannel?: { servicePhone?: { telephone?: string } } }
      | undefined;
    const business = data.find((node) => node["@type"] === "RoofingContractor") as
      | { telephone?: string; contactPoint?: { telephone?: string } }
      | undefined;
    return {
      service: service?.availableChannel?.servicePhone?.telephone,
      business: [business?.telephone, business?.contactPoint?.telephone],
    };
  });
}

for (const slug of ["heesch", "uden", "schijndel"]) {
  test(`${slug}: a town's own number is the only number on its page, in every label, link and event`, async ({
    browser,
    request,
    world,
  }) => {
    const path = `/dakdekker-${slug}`;
    const before = editDocument(`town-${slug}`, (doc) => {
      doc.phoneOverride = override;
    });
    try {
      await publish(request, { _type: "town", slug });
      await expect
        .poll(async () => (await (await request.get(path)).text()).includes(override.display), { timeout: 10_000 })
        .toBe(true);

      for (const device of [{ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }, {}]) {
        const page = await browser.newPage(device);
        await page.goto(path);
        expect((await visibleChrome(page)).telNumbers).toEqual([`tel:${override.e164}`]);
        // The floating elements too: the popup after a second, the round call button after scrolling.
        const popupCall = page.getByRole("dialog").locator('a[href^="tel:"]');
        await expect(popupCall).toHaveAttribute("href", `tel:${override.e164}`);
        await expect(popupCall).toHaveText(`Bel ${override.display}`);
        if (device.isMobile) {
          // It shows once the visitor has scrolled past the first screen, and steps aside while a form is on screen:
          // scrolled on until it shows.
          // Checked while it shows: a scroll still under way can bring a form on screen, and it is gone again.
          const round = page.getByTestId("mobile-call-button");
          await expect(async () => {
            await page.mouse.wheel(0, 400);
            await expect(round).toBeVisible({ timeout: 500 });
            await expect(round).toHaveAttribute("href", `tel:${override.e164}`, { timeout: 500 });
            await expect(round).toHaveAccessibleName(`Bel ${override.display}`, { timeout: 500 });
          }).toPass({ timeout: 15_000 });
        }
        // The top bar says "Bel" and the town's number once, and nothing else.
        await expect(page.locator('header a[href^="tel:"]')).toHaveText(`Bel ${override.display}`);

        const { words, callLinks } = await pageWords(page);
        expect(words.filter((word) => companyNumber.test(word))).toEqual([]);
        expect(words.some((word) => word.includes(override.display))).toBe(true);
        for (const label of callLinks) {
          if (/\d{4}/.test(label)) expect(label).toContain(override.display);
        }
        await page.close();
      }

      // Structured data: the service in this town is reached on its own number; the company itself (the one
      // business in Veghel, the same entity on every page) keeps its main line.
      const page = await browser.newPage();
      await page.goto(path);
      const phones = await structuredPhones(page);
      expect(phones).toEqual({ service: override.e164, business: [company.e164, company.e164] });

      // Analytics records the number that was shown and dialled, and the words of the button clicked (once the page is
      // hydrated, the tracker listens).
      await linksHydrated(page);
      await page.locator('header a[href^="tel:"]').evaluate((a: HTMLAnchorElement) => {
        // A real click would hand tel: to the operating system; the tracker only needs the click event.
        a.addEventListener("click", (event) => event.preventDefault(), { once: true });
        a.click();
      });
      await expect(async () => {
        const rows = await world.query<{ data: { phone_number?: string; button_text?: string } }>(
          "select event_data as data from analytics_events where event_name = 'phone_call' and page_path = $1",
          [path],
        );
        expect(rows.map((row) => row.data)).toContainEqual(
          expect.objectContaining({ phone_number: override.e164, button_text: `Bel ${override.display}` }),
        );
        expect(rows.filter((row) => companyNumber.test(JSON.stringify(row.data)))).toEqual([]);
      }).toPass({ timeout: 10_000 });

      // Another town keeps the company's number.
      await page.goto("/dakdekker-oss");
      expect((await visibleChrome(page)).telNumbers).toEqual([`tel:${company.e164}`]);
      await expect(page.locator('header a[href^="tel:"]')).toHaveText(`Bel ${company.display}`);
      await page.close();
    } finally {
      restoreDocument(before);
      await publish(request, { _type: "town", slug });
    }
  });
}
