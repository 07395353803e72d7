import { createECDH, randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { wcagViolations } from "../axe";
import { owner, signIn } from "../owner";
import { expect, test } from "./fixtures";

// The owner's view of the devices that receive a push message for every lead: each
// belongs to the sign-in that added it, Account lists them with "Verwijderen", and every device added is mailed.
// This machine's Chromium cannot reach a browser push service, so devices are added as the account page's script adds
// them: POST /api/admin/push from a signed-in page, with a subscription of keys of its own.

function browserSubscription(endpoint: string) {
  const ecdh = createECDH("prime256v1");
  return {
    endpoint,
    keys: { p256dh: ecdh.generateKeys().toString("base64url"), auth: randomBytes(16).toString("base64url") },
  };
}

async function addDevice(page: Page, origin: string, id: string, label: string) {
  const added = await page.request.post(`${origin}/api/admin/push`, {
    headers: { origin },
    data: { subscription: browserSubscription(`https://fcm.googleapis.com/fcm/send/${id}`), label },
  });
  expect(added.status()).toBe(201);
}

/** A sign-in of its own, through the form: another browser that knows the owner's password. */
async function signInElsewhere(page: Page, origin: string) {
  await page.goto(`${origin}/auth`);
  await page.getByLabel("E-mailadres").fill(owner.email);
  await page.getByLabel("Wachtwoord").fill(owner.password);
  await page.getByRole("button", { name: "Inloggen" }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

test("Account lists every device that gets messages, with Verwijderen, and the owner is mailed for each one added", async ({
  page,
  browser,
  isolated: server,
}) => {
  const { origin } = server;
  await signIn(page, origin);
  await addDevice(page, origin, "eigen-telefoon", "Chrome op Android");
  const elsewhere = await browser.newContext();
  try {
    const otherPage = await elsewhere.newPage();
    await signInElsewhere(otherPage, origin);
    await addDevice(otherPage, origin, "onbekende-laptop", "Firefox op Windows");
    await addDevice(otherPage, origin, "tweede-onbekende", "Edge op Windows");

    await page.goto(`${origin}/admin/account`);
    const list = page.getByTestId("device-list");
    await expect(list.getByRole("heading", { name: "Toestellen met meldingen" })).toBeVisible();
    const devices = list.getByTestId("device");
    await expect(devices).toHaveCount(3);
    const own = devices.filter({ hasText: "Chrome op Android" });
    await expect(own).toContainText("(dit toestel)");
    await expect(own).toContainText(/Toegevoegd: \d{1,2} \w+\.? \d{4}/);
    await expect(own).toContainText("Laatste melding: nog geen");
    await expect(devices.filter({ hasText: "Firefox op Windows" })).not.toContainText("(dit toestel)");
    expect(await wcagViolations(page)).toEqual([]);

    // Each device added was mailed, with what to do if it was not the owner.
    await expect
      .poll(() => server.smtp.received.filter((mail) => mail.text.includes("Nieuw toestel krijgt meldingen")).length)
      .toBe(3);
    const mail = server.smtp.received.find((received) => received.text.includes("Firefox op Windows"))!;
    expect(mail.to).toContain(owner.email);
    expect(mail.text).toContain("Was jij dit niet? Verwijder het toestel onder Account");

    // The owner removes a device he does not know: it goes, at once and from the server.
    await devices
      .filter({ hasText: "Firefox op Windows" })
      .getByRole("button", { name: /verwijderen/i })
      .click();
    await expect(list.getByRole("status")).toHaveText("Het toestel is verwijderd en krijgt geen meldingen meer.");
    await expect(devices).toHaveCount(2);
    expect(await server.query("select 1 from push_subscriptions where endpoint like '%onbekende-laptop'")).toEqual([]);

    // The other browser signs out: its remaining device goes with its sign-in.
    await otherPage.goto(`${origin}/admin`);
    await otherPage.getByRole("button", { name: "Uitloggen" }).click();
    await expect(otherPage).toHaveURL(`${origin}/`);
    await page.reload();
    await expect(devices).toHaveCount(1);
    await expect(devices).toContainText("Chrome op Android");
  } finally {
    await elsewhere.close();
  }
});
