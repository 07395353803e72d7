import { createECDH, randomBytes } from "node:crypto";
import { signIn } from "../owner";
import { expect, test } from "./fixtures";

// The server half of "Meldingen op dit toestel" as the admin app uses it, on `npm start` (production) with
// PostgreSQL: the public key, a device's subscription stored and removed, and the quiet hours saved under Account.

/** A subscription as a browser's PushSubscription.toJSON() gives it, with keys of its own. */
function browserSubscription(endpoint: string) {
  const ecdh = createECDH("prime256v1");
  return {
    endpoint,
    keys: { p256dh: ecdh.generateKeys().toString("base64url"), auth: randomBytes(16).toString("base64url") },
  };
}

test("the push API answers a signed-in admin only, stores a device once per endpoint and removes it", async ({
  page,
  isolated: server,
}) => {
  const api = `${server.origin}/api/admin/push`;
  // What a browser sends with a fetch from the account page (Playwright's own requests carry no Origin).
  const headers = { origin: server.origin };
  const endpoint = "https://fcm.googleapis.com/fcm/send/apparaat-1";
  expect((await page.request.get(api)).status()).toBe(401);
  expect(
    (await page.request.post(api, { headers, data: { subscription: browserSubscription(endpoint) } })).status(),
  ).toBe(401);

  await signIn(page, server.origin);
  const key = await page.request.get(api);
  expect(key.status()).toBe(200);
  expect(await key.json()).toEqual({ publicKey: server.vapidPublicKey });

  const first = await page.request.post(api, {
    headers,
    data: { subscription: browserSubscription(endpoint), label: "Telefoon" },
  });
  expect(first.status()).toBe(201);
  expect(await first.json()).toEqual({ ok: true });
  // The same browser subscribing again (new keys, a new name) updates its one row.
  const again = browserSubscription(endpoint);
  const updated = await page.request.post(api, { headers, data: { subscription: again, label: "Mijn telefoon" } });
  expect(updated.status()).toBe(201);
  const rows = await server.query<{ label: string; p256dh: string }>(
    "select label, p256dh from push_subscriptions where endpoint = $1",
    [endpoint],
  );
  expect(rows).toEqual([{ label: "Mijn telefoon", p256dh: again.keys.p256dh }]);

  // A production server posts only to the browsers' push services: plain http, this machine,
  // the private network, a cloud's metadata service and broken keys are refused.
  for (const subscription of [
    browserSubscription("http://127.0.0.1:9/push"),
    browserSubscription("https://127.0.0.1:18443/attacker/push"),
    browserSubscription("https://169.254.169.254/latest/meta-data/"),
    browserSubscription("https://[::1]:5499/"),
    browserSubscription("https://metadata.google.internal/computeMetadata/v1/"),
    browserSubscription("https://0x7f000001:4100/admin"),
    { ...browserSubscription("https://fcm.googleapis.com/fcm/send/x"), keys: { p256dh: "kort", auth: "kort" } },
  ]) {
    const refused = await page.request.post(api, { headers, data: { subscription } });
    expect(refused.status(), subscription.endpoint).toBe(400);
    expect((await refused.json()).error).toBe("Deze aanmelding voor meldingen is ongeldig.");
  }
  const tooLarge = await page.request.post(api, {
    headers,
    data: { subscription: browserSubscription(`https://fcm.googleapis.com/fcm/send/${"x".repeat(5000)}`) },
  });
  expect(tooLarge.status()).toBe(413);

  const removed = await page.request.delete(api, { headers, data: { endpoint } });
  expect(removed.status()).toBe(204);
  expect(await server.query("select 1 from push_subscriptions where endpoint = $1", [endpoint])).toEqual([]);
});

test("a page of another origin cannot add or remove a device with the owner's cookie", async ({
  page,
  isolated: server,
}) => {
  const api = `${server.origin}/api/admin/push`;
  await signIn(page, server.origin);
  const body = JSON.stringify({
    subscription: browserSubscription("https://fcm.googleapis.com/fcm/send/aanvaller"),
    label: "Telefoon",
  });
  // The attack: a cross-site text/plain POST, which a browser sends without asking first.
  for (const headers of <Record<string, string>[]>[
    { origin: "https://evil.example", "sec-fetch-site": "cross-site", "content-type": "text/plain" },
    {
      origin: "https://shop.brabantdakzorg.example",
      "sec-fetch-site": "same-site",
      "content-type": "application/json",
    },
    { origin: server.origin, "sec-fetch-site": "same-site", "content-type": "application/json" },
    { "content-type": "application/json" },
  ]) {
    const refused = await page.request.post(api, { headers, data: body });
    expect(refused.status(), JSON.stringify(headers)).toBe(403);
  }
  // From the site's own page, but not declared as JSON.
  const plain = await page.request.post(api, {
    headers: { origin: server.origin, "content-type": "text/plain" },
    data: body,
  });
  expect(plain.status()).toBe(415);
  expect(await server.query("select 1 from push_subscriptions")).toEqual([]);
  const remove = await page.request.delete(api, {
    headers: { origin: "https://evil.example", "content-type": "application/json" },
    data: { endpoint: "https://fcm.googleapis.com/fcm/send/aanvaller" },
  });
  expect(remove.status()).toBe(403);
});

test("the owner sets the quiet hours under Account", async ({ page, isolated: server }) => {
  await signIn(page, server.origin);
  await page.goto(`${server.origin}/admin/account`);
  const form = page.getByRole("form", { name: "Stille uren" });
  await expect(form.getByLabel("Stille uren aan")).not.toBeChecked();
  await form.getByLabel("Stille uren aan").check();
  await form.getByLabel("Van").fill("21:30");
  await form.getByLabel("Tot").fill("06:45");
  await form.getByRole("button", { name: "Stille uren opslaan" }).click();
  // The form's own message: the device section above has a status line of its own.
  await expect(form.getByRole("status")).toHaveText("De stille uren zijn opgeslagen.");
  await expect(form.getByLabel("Stille uren aan")).toBeChecked();
  await expect(form.getByLabel("Van")).toHaveValue("21:30");
  const [stored] = await server.query<{ value: unknown }>("select value from app_state where key = 'push_quiet_hours'");
  expect(stored?.value).toEqual({ enabled: true, start: "21:30", end: "06:45" });

  // Two equal times make no span: refused with a message, the saved hours unchanged.
  await form.getByLabel("Tot").fill("21:30");
  await form.getByRole("button", { name: "Stille uren opslaan" }).click();
  await expect(form.getByRole("alert")).toHaveText("Kies een begin- en eindtijd die van elkaar verschillen.");
  expect(
    (await server.query<{ value: unknown }>("select value from app_state where key = 'push_quiet_hours'"))[0]?.value,
  ).toEqual({ enabled: true, start: "21:30", end: "06:45" });
});
