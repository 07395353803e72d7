import { expect, test } from "@playwright/test";
import { visibleChrome } from "./chrome";
import { editDocument, publish, restoreDocument } from "./dataset";
import { query } from "./support";

// A town with a second line of its own: every contact element on its page dials that number, the rest of the
// site keeps the company's, and analytics records the number the visitor actually saw.

const override = { _type: "phoneNumber", display: "0486 20 30 40", e164: "+31486203040" };

test("a town's own number reaches every contact element on its page and nowhere else", async ({ browser, request }) => {
  const before = editDocument("town-ravenstein", (doc) => {
    doc.phoneOverride = override;
  });
  try {
    await publish(request, { _type: "town", slug: "ravenstein" });
    for (const device of [{ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }, {}]) {
      const page = await browser.newPage(device);
      await page.goto("/dakdekker-ravenstein");
      await expect(async () => {
        expect((await visibleChrome(page)).telNumbers).toEqual(["tel:+31486203040"]);
      }).toPass({ timeout: 10_000 });
      // The floating elements too: the popup after a second, the round call button after scrolling.
      await expect(page.getByRole("dialog", { name: /Daklekkage/ }).locator('a[href^="tel:"]')).toHaveAttribute(
        "href",
        "tel:+31486203040",
      );
      await page.mouse.wheel(0, 800);
      if (device.isMobile) {
        await expect(page.getByTestId("mobile-call-button")).toHaveAttribute("href", "tel:+31486203040");
      }
      expect((await visibleChrome(page)).telNumbers).toEqual(["tel:+31486203040"]);
      await page.goto("/dakdekker-oss");
      expect((await visibleChrome(page)).telNumbers).toEqual(["tel:+31413203040"]);
      await page.close();
    }

    // Analytics records the number that was shown and dialled.
    const page = await browser.newPage();
    await page.goto("/dakdekker-ravenstein");
    await page.waitForLoadState("networkidle");
    await page.locator('header a[href^="tel:"]').evaluate((a: HTMLAnchorElement) => {
      // A real click would hand tel: to the operating system; the tracker only needs the click event.
      a.addEventListener("click", (event) => event.preventDefault(), { once: true });
      a.click();
    });
    await expect(async () => {
      const rows = await query<{ data: { phone_number?: string } }>(
        "select event_data as data from analytics_events where event_name = 'phone_call' and page_path = '/dakdekker-ravenstein'",
      );
      expect(rows.map((row) => row.data.phone_number)).toContain("+31486203040");
    }).toPass({ timeout: 10_000 });
    await page.close();
  } finally {
    restoreDocument(before);
    await publish(request, { _type: "town", slug: "ravenstein" });
  }
});
