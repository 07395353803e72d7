import sharp from "sharp";
import { readDocument } from "../dataset";
import { fillQuoteForm, isolatedAdmin, signIn } from "../owner";
import { startTestServer } from "../support";
import { expect, test } from "./fixtures";

// The site-wide daily caps on a real server: LEADS_DAILY_CAP=2 and PHOTOS_DAILY_MB=0 (no photo
// room at all today). A visitor beyond a cap reads the phone number; the owner reads a warning in /admin.

test("beyond today's caps a visitor is given the phone number, and the owner a warning on the dashboard", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const phone = (readDocument("siteSettings") as unknown as { phone: { display: string; e164: string } }).phone;
  const server = await startTestServer({ ...isolatedAdmin, LEADS_DAILY_CAP: "2", PHOTOS_DAILY_MB: "0" });
  try {
    const send = async (name: string, withPhoto = false) => {
      await page.goto(`${server.origin}/offerte-aanvragen`);
      const form = await fillQuoteForm(page, name);
      if (withPhoto) {
        const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#884422" } })
          .jpeg()
          .toBuffer();
        await form
          .getByLabel(/Foto’s van het dak/)
          .setInputFiles([{ name: "dak.jpg", mimeType: "image/jpeg", buffer: jpeg }]);
      }
      await form.getByRole("button", { name: "Gratis offerte aanvragen" }).click();
      return form;
    };

    // No room for photos: the request with one is refused next to the photos, with the number to call …
    const form = await send("Eerste Bezoeker", true);
    await expect(
      form.getByText(
        `We kunnen vandaag via de website geen foto’s meer ontvangen. Verstuur je aanvraag zonder foto’s, of bel ons direct: ${phone.display}.`,
      ),
    ).toBeVisible();
    // … and is welcome without them.
    await send("Eerste Bezoeker");
    await expect(page).toHaveURL(/\/bedankt$/);
    await send("Tweede Bezoeker");
    await expect(page).toHaveURL(/\/bedankt$/);

    // The third of the day: refused, with the phone number to call.
    await send("Derde Bezoeker");
    const toast = page.getByRole("alert").filter({ hasText: "Er ging iets mis" });
    await expect(toast).toContainText("We kunnen je aanvraag nu niet via de website ontvangen. Bel ons direct:");
    await expect(toast.getByRole("link", { name: phone.display })).toHaveAttribute("href", `tel:${phone.e164}`);
    await expect(page).not.toHaveURL(/\/bedankt$/);

    // Nothing accepted is lost, nothing refused is stored.
    const stored = await server.query<{ name: string }>("select name from contact_submissions order by name");
    expect(stored.map((row) => row.name)).toEqual(["Eerste Bezoeker", "Tweede Bezoeker"]);
    expect(await server.query("select 1 from lead_photos")).toHaveLength(0);

    await signIn(page, server.origin);
    const notices = page.getByRole("status").filter({ hasText: "De website heeft vandaag" });
    await expect(notices.filter({ hasText: "het maximum van 2 aanvragen bereikt" })).toHaveCount(1);
    await expect(notices.filter({ hasText: "neemt tot middernacht geen foto’s meer aan" })).toHaveCount(1);
  } finally {
    server.stop();
  }
});
