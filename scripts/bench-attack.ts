// `npm run bench:attack`: replays attacks on the site's limits against the built site (`npm run
// build` first) on the production server (server.ts, PGlite in a temporary directory), while it samples the
// server's memory and times a GET / every 100 ms. Prints per attack what got through (target: nothing), then the
// server's peak memory and the page's p50/p99 latency under attack.
//   1. brute force: 200 password guesses through the sign-in form with a different X-Forwarded-For each time, then
//      the right password from the guessing address; and the right password on better-auth's own HTTP endpoint;
//   2. lock-out: 30 wrong passwords from 30 addresses, then the owner's right password from a fresh address;
//   3. HEIC: five parallel requests of five 8192×8192 HEICs (15 KB each) through the request form, each from its
//      own address (so the per-visitor upload gate does not stop them before the photo code runs); each must be
//      refused with the pixel-limit message or turned away at the gate, and at least one must reach the decoder.
//      Then one request with a realistic 12 MP phone HEIC, which must be stored;
//   4. big bodies: 200 MB sent (announced, and chunked without a length) to the events API, the webhook, the auth
//      endpoint and a public page's form action.
// On one process's disk, cores and counters:
//   5. the disk: 40 addresses of towns that do not exist, in capitals and encodings; nothing may be written to the
//      page cache on disk;
//   6. decode time: five requests of five flat 8000×6000 PNGs (48 MP, a few hundred KB each) from one address;
//      beyond the decode budget each must be refused with the phone number;
//   7. slow bodies: four uploads sent ten bytes a second; each must be closed by the server within a minute, after
//      which a normal upload is admitted;
//   8. the owner's report: 120 events for made-up pages; none may be stored;
//   9. the webhook: one signed delivery, replayed five times; no replay may be applied.
// With the cache in a Redis server under `noeviction`:
//  10. the owner's devices: one sign-in adds a push device, another changes the password; then a device of a sign-in
//      that signs out. Neither device may be left (the Account list), nor the ended sign-ins work;
//  11. the shared cache: unknown towns (one of 4,000 characters), articles and their share images, and every cached
//      function called as a server action with 40 KB of argument, by header and by a plain form; no key may be
//      added to Redis. Then Redis is filled to its limit: a signed publish must still be applied;
//  12. what a CDN may keep: Next's RSC redirect and RSC answers of the home and a town page; none may be public.
// With the preview switched on against the Content Lake stand-in:
//  13. open redirects: every payload of tests/support/redirect-payloads.ts in the preview's exit (`?terug=`), and
//      addresses Next itself redirects; no Location may name another host or be absolute;
//  14. the preview's way in with a valid Studio secret: the same payloads as the page to open; none may leave;
//  15. the preview's way in, guessed: 30 secrets from one address; no more than the limit may reach the Content
//      Lake, and the build's draft-mode cookie alone, or with an ended pass, may show no draft;
//  16. a page and an API route that fail (the content broken, then a publish): neither may be publicly cacheable.

import { createECDH, randomBytes, randomUUID } from "node:crypto";
import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { encodeSignatureHeader } from "@sanity/webhook";
import { createClient } from "redis";
import sharp from "sharp";
import webpush from "web-push";
import { hiddenFields, type textFields } from "../lib/forms/contract";
import { issuePreviewPass, previewPassKey } from "../lib/sanity/preview-pass";
import { pathOf, townPath } from "../lib/site/routes";
import { standInProjectId, startContentLake } from "../tests/stand-in/content-lake";
import { createPreviewSecret } from "../tests/stand-in/preview-secret";
import { cacheFunctionIds } from "../tests/support/cache-function-ids";
import { dripUpload, paddedUpload, postForm, rawRequest } from "../tests/support/http-client";
import { formFields, startServer } from "../tests/support/next-server";
import { leavingTargets } from "../tests/support/redirect-payloads";
import { startRedisServer } from "../tests/support/redis-server";
import { startSampling } from "./support/server-sampling";

const root = path.resolve(import.meta.dirname, "..");
if (!existsSync(path.join(root, ".next/BUILD_ID"))) throw new Error("no build: run `npm run build` first");

const owner = { email: "eigenaar@bench.example", password: "juist-wachtwoord-bench-123" };
const dataDir = mkdtempSync(path.join(tmpdir(), "bench-attack-"));
// The shared cache as a full Upstash database behaves: writes refused once memory is full (attack 11).
const redis = await startRedisServer({ maxmemory: "128mb", policy: "noeviction" });
const redisPrefix = "bench:";
const vapid = webpush.generateVAPIDKeys();
// The content in a copy that attack 16 may break, served to the preview by the Content Lake stand-in (attacks 14, 15).
const contentDir = mkdtempSync(path.join(tmpdir(), "bench-attack-content-"));
const datasetFile = path.join(contentDir, "production.ndjson");
copyFileSync(path.join(root, "studio/dataset/production.ndjson"), datasetFile);
const lake = await startContentLake({ datasetFile });
process.once("exit", () => void lake.stop());
const server = await startServer({
  SANITY_LOCAL_DATASET_DIR: contentDir,
  SANITY_STUDIO_PROJECT_ID: standInProjectId,
  SANITY_API_HOST: lake.httpOrigin,
  SANITY_API_READ_TOKEN: lake.readToken,
  DATABASE_URL: "",
  PGLITE_DIR: dataDir,
  REDIS_URL: redis.url,
  REDIS_KEY_PREFIX: redisPrefix,
  VAPID_PUBLIC_KEY: vapid.publicKey,
  VAPID_PRIVATE_KEY: vapid.privateKey,
  SMTP_URL: "",
  ADMIN_EMAIL: owner.email,
  ADMIN_PASSWORD: owner.password,
  BETTER_AUTH_SECRET: "bench-attack-auth-secret-that-is-long-enough-0123",
  SANITY_REVALIDATE_SECRET: "bench-attack-webhook-secret",
  LEADS_RATE_LIMIT: "1000/60",
  EVENTS_RATE_LIMIT: "1000/60",
});
process.once("exit", server.stop); // also when the benchmark itself fails
process.once("exit", () => void redis.stop());
const { origin } = server;

type Row = { attack: string; tries: number; gotThrough: number; detail: string };
const rows: Row[] = [];
/** Set once every attack ran: a benchmark that stopped on an error reports no verdict. */
let finished = false;

/** One sign-in through the form, as a browser without JavaScript posts it. */
async function signIn(password: string, options: Parameters<typeof postForm>[2]) {
  const response = await postForm(`${origin}/auth`, { email: owner.email, password }, options);
  const location = response.headers.location ?? "";
  if (response.status === 303 && location === "/admin") return "signed-in";
  if (location.includes("melding=mislukt")) return "checked";
  if (location.includes("melding=wachten")) return "slowed";
  return `other ${response.status}`;
}

/** The owner signs in as a person would: when told to wait, he waits the time the page names and tries again. */
async function ownerSignsIn(options: Parameters<typeof postForm>[2]) {
  const started = performance.now();
  for (let attempt = 1; attempt <= 3; attempt++) {
    const response = await postForm(`${origin}/auth`, owner, options);
    const location = response.headers.location ?? "";
    if (response.status === 303 && location === "/admin") {
      return { signedIn: true, attempt, seconds: (performance.now() - started) / 1000 };
    }
    // "10 seconden", "2 minuten": what the page tells the owner.
    const [amount, unit] = (new URL(location, origin).searchParams.get("wacht") ?? "").split(" ");
    const wait = Number(amount) * (unit?.startsWith("minu") ? 60 : 1);
    if (!(wait > 0 && wait <= 60)) break; // not a wait the owner would sit out
    await new Promise((resolve) => setTimeout(resolve, wait * 1000));
  }
  return { signedIn: false, attempt: 3, seconds: (performance.now() - started) / 1000 };
}

/**
 * Sends up to `bytes` of body in 64 KB pieces until the server answers or closes the connection; returns the
 * status (0 when the connection was closed without one) and how many bytes it had taken by then.
 */
function sendBody(pathname: string, bytes: number, chunked: boolean): Promise<{ status: number; sent: number }> {
  return new Promise((resolve) => {
    let sent = 0;
    let done = false;
    const piece = Buffer.alloc(64 * 1024, 0x61);
    const headers: Record<string, string> = { "content-type": "application/json", origin };
    if (chunked) headers["transfer-encoding"] = "chunked";
    else headers["content-length"] = String(bytes);
    const request = httpRequest(`${origin}${pathname}`, { method: "POST", headers });
    const finish = (status: number) => {
      if (done) return;
      done = true;
      request.destroy();
      resolve({ status, sent });
    };
    request.on("response", (response) => {
      response.resume();
      finish(response.statusCode ?? 0);
    });
    request.on("error", () => finish(0));
    // Headers first, like a client that waits for `100 Continue`: a server that refuses from the headers alone
    // answers before the body starts, and one that reads the body gets it.
    request.flushHeaders();
    const pump = () => {
      while (!done && sent < bytes) {
        sent += piece.byteLength;
        if (!request.write(piece)) {
          // A server that stops reading leaves the write waiting: give it a moment, then stop.
          const timer = setTimeout(() => finish(0), 5_000);
          request.once("drain", () => {
            clearTimeout(timer);
            pump();
          });
          return;
        }
      }
      if (!done) request.end();
    };
    setTimeout(pump, 500);
  });
}

const stopSampling = startSampling(origin, server.pid);
try {
  // 1. Brute force with a rotating X-Forwarded-For.
  const hidden = await formFields(`${origin}/auth`);
  const guesses: string[] = [];
  for (let i = 0; i < 200; i++) {
    guesses.push(await signIn(`geraden-${i}`, { hidden, headers: { "x-forwarded-for": `198.51.100.${i}` } }));
  }
  const checked = guesses.filter((outcome) => outcome === "checked").length;
  const rightFromAttacker = await signIn(owner.password, { hidden });
  rows.push({
    attack: "brute force, rotating X-Forwarded-For",
    tries: 201,
    gotThrough: (rightFromAttacker === "signed-in" ? 1 : 0) + Math.max(0, checked - 5),
    detail: `${checked} passwords checked (5 allowed), right password from the same address: ${rightFromAttacker}`,
  });
  const json = JSON.stringify(owner);
  const endpoint = await rawRequest(`${origin}/api/auth/sign-in/email`, {
    method: "POST",
    body: json,
    headers: { "content-type": "application/json", "content-length": String(json.length), origin },
  });
  rows.push({
    attack: "right password on better-auth's endpoint",
    tries: 1,
    gotThrough: endpoint.status === 200 ? 1 : 0,
    detail: `answered ${endpoint.status}`,
  });

  // 2. Lock-out: wrong passwords from many addresses, then the owner.
  for (let i = 0; i < 30; i++) await signIn(`fout-${i}`, { hidden, localAddress: `127.0.1.${i + 1}` });
  const ownerOutcome = await ownerSignsIn({ hidden, localAddress: "127.0.2.1" });
  rows.push({
    attack: "lock-out: 30 addresses guess, then the owner",
    tries: 31,
    gotThrough: ownerOutcome.signedIn ? 0 : 1,
    detail: ownerOutcome.signedIn
      ? `the owner from a fresh address is in at attempt ${ownerOutcome.attempt}, after ${ownerOutcome.seconds.toFixed(1)} s`
      : "the owner could not sign in within three attempts",
  });

  // 3. Huge-dimension HEICs through the request form. The field names are the form's own (lib/forms/contract.ts):
  // with wrong names every request failed validation before the photo code ran.
  const fixture = (name: string) =>
    new Blob([readFileSync(path.join(root, "tests/fixtures", name))], { type: "image/heic" });
  const heic = fixture("heic-8192x8192-solid.heic");
  const formPage = `${origin}${pathOf("quote")}`;
  const formHidden = await formFields(formPage);
  const leadFields = (i: number) =>
    ({
      name: `Aanval ${i}`,
      email: `aanval${i}@example.nl`,
      phone: "06 41234567",
      address: "Markt 1, Uden",
      roofType: "plat-dak",
    }) satisfies Partial<Record<(typeof textFields)[number], string>>;
  /** One request form with photos, as a browser without JavaScript posts it, from its own loopback address. */
  const sendLead = async (i: number, photos: { blob: Blob; name: string }[]) => {
    const fields = {
      ...leadFields(i),
      [hiddenFields.variant]: "full",
      photos: photos.map(({ blob, name }) => new File([blob], name, { type: blob.type })),
    };
    const response = await postForm(formPage, fields, { hidden: formHidden, localAddress: `127.0.3.${i + 1}` });
    if (response.status === 303 && response.headers.location?.endsWith(pathOf("thankYou"))) return "stored";
    if (response.body.includes("is te groot om te verwerken (")) return "pixel limit";
    if (response.status === 429 || response.status === 503) return `gate ${response.status}`;
    return `other ${response.status}`;
  };
  const started = performance.now();
  const uploads = await Promise.all(
    Array.from({ length: 5 }, (_, i) =>
      sendLead(
        i,
        Array.from({ length: 5 }, (_, photo) => ({ blob: heic, name: `dak-${photo}.heic` })),
      ),
    ),
  );
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const tally = (outcome: string) => uploads.filter((o) => o === outcome).length;
  rows.push({
    attack: "5 × five 8192×8192 HEICs at once",
    tries: 5,
    gotThrough: uploads.filter((o) => o !== "pixel limit" && !o.startsWith("gate")).length,
    detail:
      `refused with the pixel-limit message: ${tally("pixel limit")}, at the upload gate: ` +
      `${uploads.filter((o) => o.startsWith("gate")).length}, stored: ${tally("stored")}; all answered in ${seconds} s`,
  });
  if (tally("pixel limit") === 0) throw new Error(`the HEIC check never ran: ${uploads.join(", ")}`);
  // A real phone photo must still get through (the limit is not a refusal of every HEIC).
  const phoneStarted = performance.now();
  const phonePhoto = await sendLead(10, [{ blob: fixture("heic-12mp-phone.heic"), name: "IMG_0001.heic" }]);
  rows.push({
    attack: "a real 12 MP phone HEIC (must be stored)",
    tries: 1,
    gotThrough: 0,
    detail: `${phonePhoto} in ${((performance.now() - phoneStarted) / 1000).toFixed(1)} s`,
  });
  if (phonePhoto !== "stored") throw new Error(`the 12 MP phone HEIC was not stored: ${phonePhoto}`);

  // 4. Big bodies.
  const big = 200 * 1024 * 1024;
  for (const pathname of ["/api/events", "/api/revalidate", "/api/auth/sign-in/email", pathOf("quote")]) {
    for (const chunked of [false, true]) {
      const { status, sent } = await sendBody(pathname, big, chunked);
      const refused = status === 411 || status === 413;
      rows.push({
        attack: `200 MB ${chunked ? "chunked" : "announced"} to ${pathname}`,
        tries: 1,
        gotThrough: refused ? 0 : 1,
        detail: `answered ${status || "nothing (closed)"} after ${(sent / 1024 / 1024).toFixed(1)} MB sent`,
      });
    }
  }

  // 5. The disk: unknown towns in capitals and encodings.
  const cacheDirs = [".next/server/app/dakdekker", ".next/server/app/tips-en-advies"];
  const cachedFiles = () => cacheDirs.flatMap((dir) => readdirSync(path.join(root, dir))).length;
  const filesBefore = cachedFiles();
  let rendered = 0;
  for (let i = 0; i < 40; i++) {
    const slug = `Onbekend-${Date.now()}-${i}`;
    for (const address of [
      `/Dakdekker-${slug}`,
      `/DAKDEKKER-${slug}`,
      `/dakdekker-${encodeURIComponent(`${slug}é`)}`,
    ]) {
      if ((await fetch(`${origin}${address}`)).status !== 404) rendered++;
    }
  }
  const filesWritten = cachedFiles() - filesBefore;
  rows.push({
    attack: "120 unknown town addresses, capitals and encodings",
    tries: 120,
    gotThrough: filesWritten + rendered,
    detail: `files added to the page cache on disk: ${filesWritten}; answers other than 404: ${rendered}`,
  });

  // 6. Decode time: flat images of many megapixels and few bytes, all from one address.
  const flat = new Blob(
    [
      new Uint8Array(
        await sharp({ create: { width: 8000, height: 6000, channels: 3, background: "#7a4a2a" } })
          .png()
          .toBuffer(),
      ),
    ],
    { type: "image/png" },
  );
  const flatOutcomes: string[] = [];
  for (let i = 0; i < 5; i++) {
    const fields = {
      ...leadFields(20 + i),
      [hiddenFields.variant]: "full",
      photos: Array.from({ length: 5 }, (_, n) => new File([flat], `vlak-${n}.png`, { type: "image/png" })),
    };
    const response = await postForm(formPage, fields, { hidden: formHidden, localAddress: "127.0.4.1" });
    if (response.status === 303) flatOutcomes.push("stored");
    else if (response.body.includes("We kunnen je foto’s nu niet verwerken")) flatOutcomes.push("budget");
    else flatOutcomes.push(`other ${response.status}`);
  }
  // 1,200 megapixels were sent; the address's budget of 500 an hour decodes two such requests (240 MP each).
  rows.push({
    attack: "5 × five flat 48 MP PNGs from one address",
    tries: 5,
    gotThrough: Math.max(0, flatOutcomes.filter((o) => o === "stored").length - 2),
    detail: `${flatOutcomes.join(", ")} (${(flat.size / 1024).toFixed(0)} KB a photo)`,
  });

  // 7. Slow bodies holding the upload slots.
  const quoteForm = `${origin}${pathOf("quote")}`;
  const heldFor = (await Promise.all([0, 1, 2, 3].map((n) => dripUpload(quoteForm, `127.0.5.${n + 1}`).closed))).map(
    (ms) => ms / 1000,
  );
  const normal = await paddedUpload(quoteForm, "127.0.5.9");
  rows.push({
    attack: "4 uploads at ten bytes a second",
    tries: 4,
    gotThrough: heldFor.filter((seconds) => seconds > 60).length + (normal.status === 503 ? 1 : 0),
    detail: `closed by the server after ${heldFor.map((s) => s.toFixed(0)).join(", ")} s; a normal upload then: ${normal.status}`,
  });

  // 8. Made-up pages for the owner's report.
  let eventsStored = 0;
  for (let i = 0; i < 120; i++) {
    const event = {
      event_name: "page_view",
      event_data: {},
      page_path: `/verzonnen-${Date.now()}-${i}`,
      session_id: "anonymous",
    };
    const response = await fetch(`${origin}/api/events`, {
      method: "POST",
      body: JSON.stringify(event),
      headers: { "content-type": "application/json" },
    });
    if (response.status === 204) eventsStored++;
  }
  rows.push({
    attack: "120 events for made-up pages",
    tries: 120,
    gotThrough: eventsStored,
    detail: `stored: ${eventsStored}`,
  });

  // 9. A captured webhook delivery, replayed.
  const delivery = JSON.stringify({ _type: "town", slug: "uden" });
  const signature = await encodeSignatureHeader(delivery, Date.now(), "bench-attack-webhook-secret");
  const deliver = () =>
    fetch(`${origin}/api/revalidate`, {
      method: "POST",
      body: delivery,
      headers: { "content-type": "application/json", "sanity-webhook-signature": signature },
    });
  const first = (await deliver()).status;
  const replays: number[] = [];
  for (let i = 0; i < 5; i++) replays.push((await deliver()).status);
  rows.push({
    attack: "a signed webhook delivery replayed 5 times",
    tries: 5,
    gotThrough: replays.filter((status) => status === 200).length,
    detail: `first delivery ${first}, replays ${replays.join(", ")}`,
  });

  // 10. A push device outliving the sign-in that added it.
  const sessionCookie = (response: { headers: Record<string, string | undefined> }) =>
    /(?:__Secure-)?better-auth\.session_token=[^;,\s]+/.exec(response.headers["set-cookie"] ?? "")?.[0] ?? "";
  const signedIn = async (password: string) =>
    sessionCookie(await postForm(`${origin}/auth`, { email: owner.email, password }, { hidden }));
  const withCookie = (cookie: string) => ({ cookie, origin, "content-type": "application/json" });
  const addDevice = async (cookie: string, id: string) => {
    const subscription = {
      endpoint: `https://fcm.googleapis.com/fcm/send/${id}`,
      keys: {
        p256dh: createECDH("prime256v1").generateKeys().toString("base64url"),
        auth: randomBytes(16).toString("base64url"),
      },
    };
    return (
      await fetch(`${origin}/api/admin/push`, {
        method: "POST",
        headers: withCookie(cookie),
        body: JSON.stringify({ subscription, label: id }),
      })
    ).status;
  };
  const accountPage = async (cookie: string) => rawRequest(`${origin}/admin/account`, { headers: { cookie } });
  const devicesListed = async (cookie: string) => [
    ...new Set([...(await accountPage(cookie)).body.matchAll(/fcm-bench-[a-z-]+/g)].map(([id]) => id)),
  ];
  const stolen = await signedIn(owner.password);
  const laptop = await signedIn(owner.password);
  const added = [await addDevice(stolen, "fcm-bench-gestolen"), await addDevice(laptop, "fcm-bench-laptop")];
  // Both listed first, or the replay below would prove nothing.
  const listedBefore = await devicesListed(laptop);
  if (!listedBefore.includes("fcm-bench-gestolen") || !listedBefore.includes("fcm-bench-laptop")) {
    // Stored (201) but not listed: the owner cannot see or remove them.
    if (added.some((status) => status !== 201)) throw new Error(`the devices were not added (${added.join(", ")})`);
    rows.push({
      attack: "push devices of ended sign-ins",
      tries: 2,
      gotThrough: 2,
      detail: `devices added ${added.join(", ")}; Account lists ${listedBefore.join(", ") || "none"}: the owner can neither see nor remove them`,
    });
  } else {
    const account = await accountPage(laptop);
    const passwordForm = account.body.slice(account.body.indexOf('aria-label="Wachtwoord wijzigen"'));
    const passwordHidden = [
      ...passwordForm
        .slice(0, passwordForm.indexOf("</form>"))
        .matchAll(/<input type="hidden" name="([^"]+)"(?: value="([^"]*)")?/g),
    ].map(
      ([, name, value]) =>
        [name!, (value ?? "").replaceAll("&quot;", '"').replaceAll("&amp;", "&")] as [string, string],
    );
    const newPassword = "nieuw-wachtwoord-bench-456";
    const changed = await postForm(
      `${origin}/admin/account`,
      { current: owner.password, new: newPassword, repeat: newPassword },
      { hidden: passwordHidden, headers: { cookie: laptop } },
    );
    const afterChange = sessionCookie(changed) || laptop;
    const listedAfterChange = await devicesListed(afterChange);
    const stolenAnswers = (await fetch(`${origin}/api/admin/push`, { headers: { cookie: stolen } })).status;
    // A device of a sign-in that then signs out (the header's "Uitloggen", a server action like the sign-in's).
    const borrowed = await signedIn(newPassword);
    const borrowedAdded = await addDevice(borrowed, "fcm-bench-geleend");
    if (!(await devicesListed(afterChange)).includes("fcm-bench-geleend"))
      throw new Error(`the borrowed sign-in's device was not added (${borrowedAdded})`);
    const header = (await accountPage(borrowed)).body;
    const signOutForm = header.slice(header.indexOf("<form"), header.indexOf("</form>"));
    const signOutHidden = [...signOutForm.matchAll(/<input type="hidden" name="([^"]+)"(?: value="([^"]*)")?/g)].map(
      ([, name, value]) =>
        [name!, (value ?? "").replaceAll("&quot;", '"').replaceAll("&amp;", "&")] as [string, string],
    );
    await postForm(`${origin}/admin/account`, {}, { hidden: signOutHidden, headers: { cookie: borrowed } });
    const borrowedAnswers = (await fetch(`${origin}/api/admin/push`, { headers: { cookie: borrowed } })).status;
    if (borrowedAnswers !== 401)
      throw new Error(`the sign-out did not end the sign-in (it answers ${borrowedAnswers})`);
    const listedAtEnd = await devicesListed(afterChange);
    rows.push({
      attack: "push devices of ended sign-ins",
      tries: 2,
      gotThrough:
        (listedAfterChange.includes("fcm-bench-gestolen") || stolenAnswers !== 401 ? 1 : 0) +
        (listedAtEnd.includes("fcm-bench-geleend") ? 1 : 0),
      detail: `devices added ${added.join(", ")}, listed: ${listedBefore.join(", ")}; password changed ${changed.status}; listed then: ${listedAfterChange.join(", ") || "none"}; the old sign-in answers ${stolenAnswers}; after a sign-out elsewhere: ${listedAtEnd.join(", ") || "none"}`,
    });
    if (!listedAfterChange.includes("fcm-bench-laptop"))
      throw new Error("the device of the sign-in that changed the password is gone too");
  }

  // 11. The shared cache: what a visitor chooses, stored nowhere; a full store and a publish.
  const cache = createClient({ url: redis.url });
  await cache.connect();
  const keyCount = async () => {
    let count = 0;
    for await (const batch of cache.scanIterator({ MATCH: `${redisPrefix}*`, COUNT: 1000 })) count += batch.length;
    return count;
  };
  const image = /\/tips-en-advies\/[\w-]+\/(opengraph-image-[\w-]+(?:\/[\w-]+)?)/.exec(
    await (await fetch(`${origin}/tips-en-advies/plat-dak-of-hellend-dak`)).text(),
  )?.[1];
  const unknownAddresses = (i: number) => [
    `/dakdekker-nergens-${i}`,
    `/dakdekker-${"x".repeat(4_000)}${i}`,
    `/tips-en-advies/verzonnen-${i}`,
    `/tips-en-advies/og-${i}/${image}`,
  ];
  for (const address of unknownAddresses(0)) await fetch(`${origin}${address}`);
  const keysBefore = await keyCount();
  let answered = 0;
  for (let i = 1; i <= 50; i++) {
    for (const address of unknownAddresses(i)) if ((await fetch(`${origin}${address}`)).status !== 404) answered++;
  }
  const argument = JSON.stringify([`k${"a".repeat(40_000)}`]);
  const calls: number[] = [];
  for (const id of cacheFunctionIds(path.join(root, ".next"))) {
    for (let i = 0; i < 25; i++) {
      calls.push(
        (
          await fetch(`${origin}${pathOf("quote")}`, {
            method: "POST",
            headers: { "next-action": id, "content-type": "text/plain;charset=UTF-8", origin },
            body: argument.replace("k", `k${i}`),
          })
        ).status,
      );
      const form = new FormData();
      form.append("$ACTION_REF_1", "");
      form.append("$ACTION_1:0", JSON.stringify({ id, bound: "$@1" }));
      form.append("$ACTION_1:1", argument.replace("k", `f${i}`));
      calls.push(
        (await fetch(`${origin}${pathOf("quote")}`, { method: "POST", body: form, headers: { origin } })).status,
      );
    }
  }
  const keysAdded = (await keyCount()) - keysBefore;
  const callsAnswered = calls.filter((status) => status === 200).length;
  rows.push({
    attack: "unknown addresses and cached functions, stored",
    tries: 200 + calls.length,
    gotThrough: keysAdded + answered + callsAnswered,
    detail: `keys added to Redis: ${keysAdded}; addresses answered other than 404: ${answered}; server-action calls answered 200: ${callsAnswered} (answers: ${[...new Set(calls)].join(", ")})`,
  });
  // Filled to the last byte, as a store under noeviction ends up: entries of 64 KB until one is refused, then ever
  // smaller ones (a refused 64 KB request frees its own buffer, which leaves room for a small write).
  let filled = 0;
  let refused = "";
  for (const size of [64 * 1024, 4096, 256, 16]) {
    try {
      for (let i = 0; i < 1_000_000; i++, filled++)
        await cache.set(`${redisPrefix}vol-${size}-${i}`, "x".repeat(size), { EX: 3600 });
    } catch (error) {
      refused = error instanceof Error ? error.message : String(error);
    }
  }
  if (!/OOM/.test(refused)) throw new Error(`Redis did not fill up: ${refused || "every write taken"}`);
  const publish = JSON.stringify({ _type: "siteSettings" });
  const published = await fetch(`${origin}/api/revalidate`, {
    method: "POST",
    body: publish,
    headers: {
      "content-type": "application/json",
      "sanity-webhook-signature": await encodeSignatureHeader(publish, Date.now(), "bench-attack-webhook-secret"),
    },
  });
  rows.push({
    attack: "a publish with Redis full (noeviction)",
    tries: 1,
    gotThrough: published.status === 200 ? 0 : 1,
    detail: `${filled} entries (64 KB down to 16 B) filled it, until "${refused.slice(0, 40)}…"; the signed webhook answered ${published.status}`,
  });
  await cache.quit();

  // 12. What a CDN may keep of RSC requests.
  const rscAnswers: string[] = [];
  for (const address of ["/", "/?_rsc=abcde", townPath("uden"), `${townPath("uden")}?_rsc=abcde`]) {
    const answer = await fetch(`${origin}${address}`, { headers: { rsc: "1" }, redirect: "manual" });
    rscAnswers.push(`${address} ${answer.status} ${answer.headers.get("cache-control")}`);
    // Where Next's redirect points: the payload itself, under the right _rsc value.
    const location = answer.headers.get("location");
    if (location && !rscAnswers.some((a) => a.startsWith(`${location} `))) {
      const payload = await fetch(new URL(location, origin), { headers: { rsc: "1" }, redirect: "manual" });
      rscAnswers.push(`${location} ${payload.status} ${payload.headers.get("cache-control")}`);
    }
  }
  rows.push({
    attack: "RSC requests and Next's redirect, for a CDN",
    tries: rscAnswers.length,
    gotThrough: rscAnswers.filter((answer) => /public|s-maxage/.test(answer)).length,
    detail: rscAnswers.join("; "),
  });

  // 13. Open redirects: the preview's exit, on every deployment, and the redirects Next makes of a path itself.
  const offSite = (location: string | undefined | null) =>
    !!location && (!location.startsWith("/") || new URL(location, origin).origin !== origin);
  const exits: string[] = [];
  const exitQueries = [
    "/%09/evil.example/",
    "/%0A/evil.example",
    "/%0d/evil.example",
    ...leavingTargets.map((target) => encodeURIComponent(target)),
  ];
  for (const query of exitQueries) {
    const answer = await rawRequest(`${origin}/api/draft-mode/disable?terug=${query}`, {});
    if (answer.status !== 303 || answer.headers.location !== "/") exits.push(`${query} → ${answer.headers.location}`);
  }
  const nextPaths = ["/dakdekker/%2F%2Fevil.example", "//evil.example/", "/%2F%2Fevil.example/", "/\\evil.example/"];
  for (const address of nextPaths) {
    const answer = await rawRequest(`${origin}${address}`, {});
    if (offSite(answer.headers.location)) exits.push(`${address} → ${answer.headers.location}`);
  }
  rows.push({
    attack: "open redirects: the preview's exit, Next's own",
    tries: exitQueries.length + nextPaths.length,
    gotThrough: exits.length,
    detail: exits.length ? exits.slice(0, 3).join("; ") : "every payload to the home page, by a relative Location",
  });

  // 14. The preview's way in with a valid secret (the Studio's own lasts an hour and may be used again).
  const enableUrl = (secret: string, pathname: string) =>
    `${origin}/api/draft-mode/enable?sanity-preview-secret=${encodeURIComponent(secret)}&sanity-preview-pathname=${encodeURIComponent(pathname)}`;
  const secret = await createPreviewSecret(lake, origin, "bench");
  const entries: string[] = [];
  const entryTargets = ["/.//evil.example/x", "/..//evil.example", ...leavingTargets];
  for (const [i, target] of entryTargets.entries()) {
    // Eight attempts per address: the way in allows ten a minute to one client.
    const answer = await rawRequest(enableUrl(secret, target), { localAddress: `127.0.6.${1 + Math.floor(i / 8)}` });
    if (answer.status !== 307 || answer.headers.location !== "/") {
      entries.push(`${JSON.stringify(target)} → ${answer.status} ${answer.headers.location}`);
    }
  }
  rows.push({
    attack: "the preview's way in, valid secret, leaving paths",
    tries: entryTargets.length,
    gotThrough: entries.length,
    detail: entries.length ? entries.slice(0, 3).join("; ") : "every payload to the home page, by a relative Location",
  });

  // 15. Guessing the way in, and a copied draft-mode cookie.
  const secretQueries = () => lake.viewerQueries.filter((q) => q.query.includes("sanity.previewUrlSecret")).length;
  const queriesBefore = secretQueries();
  const previewGuesses: number[] = [];
  for (let i = 0; i < 30; i++) {
    previewGuesses.push(
      (await rawRequest(enableUrl(`geraden-${randomUUID()}`, "/"), { localAddress: "127.0.7.1" })).status,
    );
  }
  const asked = secretQueries() - queriesBefore;
  const enabled = await rawRequest(enableUrl(secret, townPath("mill")), { localAddress: "127.0.7.2" });
  const bypass = /__prerender_bypass=[^;]+/.exec(enabled.headers["set-cookie"] ?? "")?.[0] ?? "";
  const pass = /bd-preview-pass=[^;]+/.exec(enabled.headers["set-cookie"] ?? "")?.[0] ?? "";
  const showsDrafts = async (cookie: string) =>
    (await rawRequest(`${origin}${townPath("mill")}`, { headers: { cookie } })).body.includes('data-sanity="');
  const ended = `bd-preview-pass=${issuePreviewPass(previewPassKey(lake.readToken), Date.now() - 5 * 3600 * 1000)}`;
  const stale = [await showsDrafts(bypass), await showsDrafts(`${bypass}; ${ended}`)];
  const withPass = await showsDrafts(`${bypass}; ${pass}`);
  if (!bypass || !withPass) throw new Error(`the preview did not open with a valid secret (${enabled.status})`);
  rows.push({
    attack: "the preview's way in, guessed; a copied cookie",
    tries: previewGuesses.length + stale.length,
    gotThrough: Math.max(0, asked - 10) + stale.filter(Boolean).length,
    detail: `30 guesses: ${previewGuesses.filter((s) => s === 429).length} refused with 429, ${asked} asked the Content Lake; drafts shown with the build's cookie alone: ${stale[0]}, with an ended pass: ${stale[1]} (with the valid pass: ${withPass})`,
  });

  // 16. A page and an API route that fail: the content broken, then a publish makes the server read it again.
  const content = readFileSync(datasetFile, "utf8");
  const signedPublish = async (change: object) => {
    const body = JSON.stringify(change);
    await fetch(`${origin}/api/revalidate`, {
      method: "POST",
      body,
      headers: {
        "content-type": "application/json",
        "sanity-webhook-signature": await encodeSignatureHeader(body, Date.now(), "bench-attack-webhook-secret"),
      },
    });
  };
  const failures: string[] = [];
  try {
    writeFileSync(datasetFile, `${content}{ kapot\n`);
    await signedPublish({ _type: "siteSettings" });
    await signedPublish({ _type: "town", slug: "uden" });
    // Standard pages: a town page whose content cannot be read does not answer at all (a fault of its own).
    for (const address of ["/over-ons", "/contact"]) {
      const answer = await fetch(`${origin}${address}`);
      failures.push(`${address} ${answer.status} ${answer.headers.get("cache-control")}`);
    }
    const event = JSON.stringify({
      event_name: "button_click",
      event_data: {},
      page_path: "/",
      session_id: "anonymous",
    });
    const api = await fetch(`${origin}/api/events`, {
      method: "POST",
      body: event,
      headers: { "content-type": "application/json" },
    });
    failures.push(`/api/events ${api.status} ${api.headers.get("cache-control")}`);
  } finally {
    writeFileSync(datasetFile, content);
    await signedPublish({ _type: "siteSettings" });
    await signedPublish({ _type: "town", slug: "uden" });
  }
  if (!failures.every((failure) => / 5\d\d /.test(failure))) throw new Error(`nothing failed: ${failures.join("; ")}`);
  rows.push({
    attack: "server errors, for a CDN",
    tries: failures.length,
    gotThrough: failures.filter((failure) => !failure.endsWith(" private, no-store")).length,
    detail: failures.join("; "),
  });
  finished = true;
} finally {
  const measured = await stopSampling();
  server.stop();
  await redis.stop();
  await lake.stop();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(contentDir, { recursive: true, force: true });
  console.log(`${"attack".padEnd(46)} | tries | got through | detail`);
  for (const row of rows) {
    console.log(
      `${row.attack.padEnd(46)} | ${String(row.tries).padStart(5)} | ${String(row.gotThrough).padStart(11)} | ${row.detail}`,
    );
  }
  console.log(
    `\npeak memory of the server: ${measured.peakMb.toFixed(0)} MB; GET / while under attack: ` +
      `p50 ${measured.p50.toFixed(1)} ms, p99 ${measured.p99.toFixed(1)} ms (${measured.samples} requests` +
      `${measured.failed ? `, ${measured.failed} failed` : ""})`,
  );
  const total = rows.reduce((sum, row) => sum + row.gotThrough, 0);
  if (!finished) console.log("the benchmark stopped before its last attack (the error follows): no verdict");
  else console.log(total === 0 ? "nothing got through" : `${total} got through`);
  process.exitCode = finished && total === 0 ? 0 : 1;
}
