import { encodeSignatureHeader } from "@sanity/webhook";
import pg from "pg";
import { createClient } from "redis";
import { cacheFunctionIds } from "../../support/cache-function-ids";
import { clusterOwner, clusterWebhookSecret, startCluster } from "../../support/cluster";
import { type Doc, readDocuments, writeDocuments } from "../../support/dataset-file";
import { rawRequest } from "../../support/http-client";
import { formFields } from "../../support/next-server";
import { createDatabase } from "../../support/postgres-server";
import { fullTier } from "../../support/tier";
import { e2eDatabaseUrl } from "../run-state";
import { expect, test } from "./fixtures";

/**
 * Two production instances of this build behind nginx (round robin), sharing PostgreSQL, Redis and one content
 * source: what one instance is told (a publish, storm mode, a sign-in, a rate-limit count), the other knows, and
 * leads sent while one instance restarts are all stored and mailed once.
 */

test.describe.configure({ mode: "serial", timeout: 240_000 });

// Leads sent before, during and after an instance's restart: at least a hundred, the restart once thirty are in,
// each of the eight visitors pausing a quarter of a second between requests so the count stays in the hundreds
// however long the restart takes (the full tier: at least 500 without pauses, the restart after 150).
const leadCount = fullTier ? 500 : 100;
const restartAfter = fullTier ? 150 : 30;
const pauseMs = fullTier ? 0 : 250;

let cluster: Awaited<ReturnType<typeof startCluster>>;
let db: pg.Pool;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const databaseUrl = await createDatabase(e2eDatabaseUrl);
  db = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  // The day's cap (500 leads by default) must not refuse the storm of leads below.
  cluster = await startCluster({ databaseUrl, env: { EVENTS_RATE_LIMIT: "30/600", LEADS_DAILY_CAP: "100000" } });
});

test.afterAll(async () => {
  await cluster?.stop();
  await db?.end();
});

/** Edits the shared content as a publish in the Studio would, then sends Sanity's webhook through the balancer. */
async function publish(change: { _type: string; slug?: string }, edit: (docs: Doc[]) => void): Promise<RequestInit> {
  const docs = readDocuments<Doc>(cluster.datasetFile);
  edit(docs);
  writeDocuments(cluster.datasetFile, docs);
  const body = JSON.stringify(change);
  const delivery: RequestInit = {
    method: "POST",
    body,
    headers: {
      "content-type": "application/json",
      "sanity-webhook-signature": await encodeSignatureHeader(body, Date.now(), clusterWebhookSecret),
    },
  };
  const response = await fetch(`${cluster.balancer.origin}/api/revalidate`, delivery);
  expect(response.status).toBe(200);
  return delivery;
}

/** Each instance asked directly, not through the balancer. */
const fromEach = (path: string) =>
  Promise.all(cluster.instances.map(async (instance) => fetch(`${instance.origin}${path}`)));
const textsFromEach = async (path: string) => Promise.all((await fromEach(path)).map((response) => response.text()));

test("a town edit published through the balancer is served by both instances on their next request", async () => {
  const marker = `Clustertekst ${Date.now()}`;
  // Both instances have the page cached before the publish.
  for (const html of await textsFromEach("/dakdekker-uden")) expect(html).not.toContain(marker);
  for (const html of await textsFromEach("/dakdekker-uden")) expect(html).not.toContain(marker);

  const delivery = await publish({ _type: "town", slug: "uden" }, (docs) => {
    const uden = docs.find((doc) => doc._id === "town-uden")!;
    uden.heroIntro = `${marker}: vanuit Veghel zijn we er in een kwartier.`;
  });
  // No waiting: the first request to each instance after the webhook answers already has the new words.
  for (const html of await textsFromEach("/dakdekker-uden")) expect(html).toContain(marker);
  // The same delivery replayed to either instance is refused: both know it was applied.
  for (const instance of cluster.instances) {
    expect((await fetch(`${instance.origin}/api/revalidate`, delivery)).status).toBe(409);
  }
});

test("storm mode switched on through the balancer shows on both, and ends on both at its end time", async () => {
  const headline = `Clusterstorm ${Date.now()}`;
  const endsAt = Date.now() + 15_000;
  await publish({ _type: "siteSettings" }, (docs) => {
    const settings = docs.find((doc) => doc._id === "siteSettings")!;
    settings.stormMode = {
      active: true,
      headline,
      message: "We werken door tot de storm voorbij is. Bel of app bij lekkage.",
      endsAt: new Date(endsAt).toISOString(),
      whatsappMessage: "Hallo, ik heb stormschade aan mijn dak.",
    };
  });
  for (const path of ["/", "/dakdekker-uden"]) {
    for (const html of await textsFromEach(path)) expect(html).toContain(headline);
  }
  const cacheControl = (await fromEach("/"))[0]!.headers.get("cache-control");
  expect(cacheControl).toMatch(/s-maxage=\d+/);

  // No publish, no timer: the pages' own lifetime ends at the end time.
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, endsAt - Date.now())));
  for (const path of ["/", "/dakdekker-uden"]) {
    await expect(async () => {
      for (const html of await textsFromEach(path)) expect(html).not.toContain(headline);
    }).toPass({ timeout: 60_000 });
  }
});

test("a new town published through the balancer answers on both; unpublished, it is gone from both", async () => {
  const slug = `clusterdorp-${Date.now()}`;
  // Asked for before it exists: a 404 that must not be remembered.
  for (const response of await fromEach(`/dakdekker-${slug}`)) expect(response.status).toBe(404);

  await publish({ _type: "town", slug }, (docs) => {
    const uden = docs.find((doc) => doc._id === "town-uden")!;
    docs.push({
      ...structuredClone(uden),
      _id: `town-${slug}`,
      name: "Clusterdorp",
      slug: { _type: "slug", current: slug },
    });
  });
  for (const response of await fromEach(`/dakdekker-${slug}`)) {
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Clusterdorp");
  }

  await publish({ _type: "town", slug }, (docs) => {
    docs.splice(
      docs.findIndex((doc) => doc._id === `town-${slug}`),
      1,
    );
  });
  // Each instance answers with the 404 page in its HTML (proxy.ts reads the list of known towns from Redis).
  const heading = readDocuments<Doc>(cluster.datasetFile).find((doc) => doc._id === "notFoundPage")!.heading as string;
  for (const response of await fromEach(`/dakdekker-${slug}`)) {
    expect(response.status).toBe(404);
    expect(await response.text()).toContain(heading);
  }
});

test(`at least ${leadCount} leads through the balancer while one instance restarts: every accepted lead stored once, mailed once`, async () => {
  const page = `${cluster.balancer.origin}/dakdekker-uden`;
  const hidden = await formFields(page);
  const run = `cluster-${Date.now()}`;
  const accepted = new Set<string>();
  let failedAttempts = 0;
  let next = 0;

  /** One visitor: sends the request, and sends it again with the same form (key) until it is accepted. */
  const sendLead = async (key: string) => {
    for (let attempt = 0; attempt < 30; attempt++) {
      const body = new FormData();
      for (const [name, value] of hidden) body.set(name, value);
      body.set("idempotencyKey", key);
      body.set("name", `Cluster ${key.slice(-4)}`);
      body.set("phone", "0612345678");
      body.set("message", "Lekkage tijdens de clustertest");
      try {
        const response = await fetch(page, {
          method: "POST",
          body,
          redirect: "manual",
          headers: { origin: cluster.balancer.origin },
        });
        await response.arrayBuffer();
        if (response.status === 303 && response.headers.get("location")?.endsWith("/bedankt")) {
          accepted.add(key);
          return;
        }
      } catch {}
      failedAttempts++;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  };
  let restarted = false;
  // Visitors keep coming until the instance is back and enough were sent, so leads arrive in every phase of it.
  const client = async () => {
    while (!restarted || next < leadCount) {
      await sendLead(`${run}-${String(next++).padStart(4, "0")}`);
      if (pauseMs) await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  };
  const restart = (async () => {
    while (accepted.size < restartAfter) await new Promise((resolve) => setTimeout(resolve, 50));
    await cluster.restart(0);
    restarted = true;
  })();
  await Promise.all([...Array.from({ length: 8 }, client), restart]);
  const total = next;
  expect(accepted.size).toBe(total);
  test.info().annotations.push({ type: "leads sent", description: String(total) });

  const stored = (
    await db.query<{ id: string; idempotency_key: string }>(
      "select id, idempotency_key from contact_submissions where idempotency_key like $1",
      [`${run}-%`],
    )
  ).rows;
  expect(stored).toHaveLength(total);
  expect(new Set(stored.map((row) => row.idempotency_key))).toEqual(accepted);

  // The outbox drains from both instances; each mail claimed by one of them only.
  await expect(async () => {
    const waiting = await db.query("select 1 from notification_outbox where status <> 'sent'");
    expect(waiting.rowCount).toBe(0);
  }).toPass({ timeout: 200_000, intervals: [2_000] });
  const mailedIds = cluster.smtp.received
    .map((mail) => mail.raw.match(/Message-ID:\s*<lead-([0-9a-f-]+)@/i)?.[1])
    .filter((id): id is string => !!id);
  const ids = stored.map((row) => row.id);
  expect(mailedIds.filter((id) => ids.includes(id)).sort()).toEqual([...ids].sort());
  test.info().annotations.push({ type: "retried attempts", description: String(failedAttempts) });
});

test("a session signed in through one instance works on the other", async ({ page }) => {
  const [a, b] = cluster.instances;
  await page.goto(`${a!.origin}/auth`);
  await page.getByLabel("E-mailadres").fill(clusterOwner.email);
  await page.getByLabel("Wachtwoord").fill(clusterOwner.password);
  await page.getByRole("button", { name: "Inloggen" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  // Cookies are per host, not per port: the same browser asks the other instance.
  await page.goto(`${b!.origin}/admin`);
  await expect(page).toHaveURL(`${b!.origin}/admin`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("leaving the preview through the balancer lands on the public address, not an instance's own", async ({
  page,
}) => {
  const origin = cluster.balancer.origin;
  // Each instance was started on its own port; an absolute Location made from the request's URL named that port.
  for (let i = 0; i < cluster.instances.length; i++) {
    const answer = await fetch(`${origin}/api/draft-mode/disable?terug=${encodeURIComponent("/over-ons")}`, {
      redirect: "manual",
    });
    expect(answer.status).toBe(303);
    expect(new URL(answer.headers.get("location") ?? "", origin).origin).toBe(origin);
  }
  // The pages' analytics beacons stay in the browser: the rate-limit test below counts this client's events.
  await page.route("**/api/events", (route) => route.fulfill({ status: 204 }));
  await page.goto(`${origin}/api/draft-mode/disable?terug=${encodeURIComponent("/over-ons")}`);
  expect(page.url()).toBe(`${origin}/over-ons`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.goto(`${origin}/api/draft-mode/disable?terug=/%09/evil.example/`);
  expect(page.url()).toBe(`${origin}/`);
});

test("a rate limit counts requests on both instances together, by the address the trusted proxy saw", async () => {
  const event = JSON.stringify({
    event_name: "button_click",
    event_data: { button_text: "Bel" },
    page_path: "/",
    session_id: "anonymous",
  });
  // Each request forges a different first X-Forwarded-For entry; nginx (the one trusted proxy) appends the real one.
  // The client's own loopback address: the browser of the tests before this one sent its beacons from 127.0.0.1,
  // and those count in the same window.
  const send = (forged: string, localAddress = "127.0.0.21") =>
    rawRequest(`${cluster.balancer.origin}/api/events`, {
      method: "POST",
      body: event,
      localAddress,
      headers: {
        "content-type": "application/json",
        "content-length": String(Buffer.byteLength(event)),
        "x-forwarded-for": forged,
      },
    });
  const statuses: number[] = [];
  for (let i = 0; i < 40; i++) statuses.push((await send(`6.6.6.${i}`)).status);
  // 30 per window for the one visitor, though round robin sent half of the requests to each instance.
  expect(
    statuses.filter((status) => status === 204),
    statuses.join(","),
  ).toHaveLength(30);
  expect(statuses.filter((status) => status === 429)).toHaveLength(10);
  // Another real client behind the same proxy, forging the same entry as before, has a bucket of its own.
  expect((await send("6.6.6.0", "127.0.0.22")).status).toBe(204);
});

test("nothing a visitor chooses is stored in the shared cache: unknown towns, articles and share images, and the cached functions called as server actions", async () => {
  const client = createClient({ url: cluster.redis.url });
  await client.connect();
  try {
    const keys = async () => {
      let count = 0;
      for await (const batch of client.scanIterator({ MATCH: `${cluster.keyPrefix}*`, COUNT: 1000 }))
        count += batch.length;
      return count;
    };
    const origin = cluster.balancer.origin;
    const article = "plat-dak-of-hellend-dak";
    const image = /\/tips-en-advies\/plat-dak-of-hellend-dak\/(opengraph-image-[\w-]+(?:\/[\w-]+)?)/.exec(
      await (await fetch(`${origin}/tips-en-advies/${article}`)).text(),
    )?.[1];
    expect(image).toBeTruthy();
    const long = "x".repeat(4_000); // well past a slug, within what nginx takes in a request line
    const unknown = (i: number) => [
      `/dakdekker-nergens-${i}`,
      `/dakdekker-${long}${i}`,
      `/tips-en-advies/verzonnen-${i}`,
      `/tips-en-advies/verzonnen-${i}/${image}`,
    ];
    // Once first: what every unknown address reads (the list of known addresses, the 404 page) is the site's own.
    for (const address of unknown(0)) await fetch(`${origin}${address}`);
    const before = await keys();

    for (let i = 1; i <= 25; i++) {
      for (const address of unknown(i)) expect((await fetch(`${origin}${address}`)).status, address).toBe(404);
    }
    // The attack: a cached function as a server action, with 40 KB of argument; and the same through a plain
    // form post, with the function's id in a field and bound arguments of the sender's choosing.
    const argument = JSON.stringify([`k${"a".repeat(40_000)}`]);
    for (const id of cacheFunctionIds()) {
      const byHeader = await fetch(`${origin}/offerte-aanvragen`, {
        method: "POST",
        headers: { "next-action": id, "content-type": "text/plain;charset=UTF-8", origin },
        body: argument,
      });
      expect(byHeader.status, id).toBe(404);
      for (const fields of [
        { [`$ACTION_ID_${id}`]: "", slug: "verzonnen" },
        { $ACTION_REF_1: "", "$ACTION_1:0": JSON.stringify({ id, bound: "$@1" }), "$ACTION_1:1": argument },
      ]) {
        const form = new FormData();
        for (const [name, value] of Object.entries(fields)) form.append(name, value);
        const byForm = await fetch(`${origin}/offerte-aanvragen`, { method: "POST", body: form, headers: { origin } });
        // Next answers an action it does not know in a form post with an error page, as for any made-up id.
        expect(byForm.status, `${id} by form`).not.toBe(200);
      }
    }
    expect(await keys()).toBe(before);
  } finally {
    await client.quit();
  }
});

test("with Redis down, pages are rendered from the content and a publish answers an error, for Sanity to deliver again", async () => {
  await cluster.redis.stop();
  for (const response of await fromEach("/dakdekker-uden")) expect(response.status).toBe(200);
  const body = JSON.stringify({ _type: "town", slug: "uden" });
  const response = await fetch(`${cluster.balancer.origin}/api/revalidate`, {
    method: "POST",
    body,
    headers: {
      "content-type": "application/json",
      "sanity-webhook-signature": await encodeSignatureHeader(body, Date.now(), clusterWebhookSecret),
    },
  });
  // A 200 here would tell Sanity the publish arrived while no instance heard of it.
  expect(response.status).toBe(503);
  // A server error is kept by no cache in front.
  expect(response.headers.get("cache-control")).toBe("private, no-store");
});
