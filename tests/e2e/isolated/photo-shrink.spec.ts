import type { Page, Request } from "@playwright/test";
import sharp from "sharp";
import { maxPhotoBytes } from "@/lib/forms/contract";
import { photoMaxSide } from "@/lib/leads/photo-size";
import { pathOf } from "@/lib/site/routes";
import { fillQuoteForm, signIn } from "../owner";
import type { TestServer } from "../support";
import { expect, test } from "./fixtures";

// Photos that fit every platform and every phone: with JavaScript the request form shrinks each
// picked photo in the browser before it is sent; without it, the server takes the original as before.

const phone = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };
test.use(phone);

/**
 * A 12-megapixel JPEG (4000×3000) as a phone writes one: gradients, a tiled pattern and sensor-like noise, so it
 * weighs several MB (about 4.5) instead of the few KB of a flat colour. `rotated` stores it sideways with EXIF
 * orientation 6 (as a phone held upright does) and a GPS position, which must not leave the phone.
 */
async function twelveMegapixelPhoto({ rotated = false } = {}): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 12345;
  const noise = () => {
    seed = (seed * 1103515245 + 12345) >>> 0;
    return (seed / 4294967296 - 0.5) * 28;
  };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const n = noise();
      const tile = ((Math.floor(x / 90) + Math.floor(y / 60)) % 2) * 25;
      pixels[i] = 120 + (80 * x) / width + tile + n + 10 * Math.sin(y / 37);
      pixels[i + 1] = 70 + (60 * y) / height + tile * 0.6 + n;
      pixels[i + 2] = 50 + 40 * Math.sin((x + y) / 250) + n;
    }
  }
  const image = sharp(pixels, { raw: { width, height, channels: 3 } });
  if (rotated) {
    image.withExif({
      IFD0: { Make: "Testcamera", Model: "Telefoon 12" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "51/1 36/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "5/1 32/1 0/1" },
    });
    image.withMetadata({ orientation: 6 });
  }
  return image.jpeg({ quality: 92 }).toBuffer();
}

let photo: Promise<Buffer> | undefined;
/** One 12 MP photo per worker: making it takes a second or two. */
const bigPhoto = () => {
  photo ??= twelveMegapixelPhoto();
  return photo;
};

/**
 * The size of a request's body as it went over the wire: the Content-Length the browser declared (the server refuses
 * a body without one) and the body Playwright saw; the larger counts.
 */
async function bodyBytes(request: Request): Promise<{ bytes: number; declared: number; seen: number }> {
  const declared = Number((await request.allHeaders())["content-length"] ?? 0);
  const seen = request.postDataBuffer()?.length ?? 0;
  return { bytes: Math.max(declared, seen), declared, seen };
}

/** The bytes of the file named `fileName` in a multipart/form-data body. */
function filePart(body: Buffer, fileName: string): Buffer {
  const boundary = body.subarray(0, body.indexOf("\r\n"));
  const header = body.indexOf(`filename="${fileName}"`);
  expect(header, `${fileName} is in the body`).toBeGreaterThan(0);
  const start = body.indexOf("\r\n\r\n", header) + 4;
  return body.subarray(start, body.indexOf(Buffer.concat([Buffer.from("\r\n"), boundary]), start));
}

/** The form's POSTs to its own page (a server action, or the plain form post without JavaScript). */
function formPosts(page: Page, path: string): Request[] {
  const posts: Request[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === path) posts.push(request);
  });
  return posts;
}

/** Every script the page requests, by URL, in order. */
function scriptRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") urls.push(request.url());
  });
  return urls;
}

/** The text of every script the page loads, by URL. */
function scriptBodies(page: Page): Map<string, string> {
  const bodies = new Map<string, string>();
  page.on("response", async (response) => {
    if (response.request().resourceType() !== "script") return;
    bodies.set(response.url(), await response.text().catch(() => ""));
  });
  return bodies;
}

/** A word only the shrinking code contains (it writes the JPEG with it); no other script of the site uses it. */
const shrinkMarker = "convertToBlob";

const storedPhotos = (server: TestServer, name: string) =>
  server.query<{ id: string; width: number; height: number; byte_size: number }>(
    `select p.id, p.width, p.height, p.byte_size from lead_photos p
       join contact_submissions s on s.id = p.submission_id where s.name = $1`,
    [name],
  );

test.describe("a 12 MP photo from a phone", () => {
  // On the worker's isolated server (tests/e2e/isolated/fixtures.ts): the owner looks the photos up in /admin.

  test("is shrunk in the browser: the request stays under 1.5 MB, a send waits for it, the owner sees the photo", async ({
    page,
    isolated: server,
  }) => {
    test.setTimeout(120_000);
    const original = await bigPhoto();
    expect(original.length).toBeGreaterThan(4_000_000);
    const quote = pathOf("quote");
    const scripts = scriptRequests(page);
    const posts = formPosts(page, quote);
    await page.goto(`${server.origin}${quote}`);
    await page.waitForLoadState("networkidle");
    const beforePick = new Set(scripts);

    // The scripts asked for from now on are held until the visitor has pressed send, so the send meets the shrinking
    // still under way: it must wait for it, the button busy, and then go by itself with the shrunk photo.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/_next\/static\/.*\.js(\?.*)?$/, async (route) => {
      await held;
      await route.continue();
    });
    const name = "Telefoon Fotograaf";
    const form = await fillQuoteForm(page, name);
    await form.getByLabel(/Foto’s van het dak/).setInputFiles({
      name: "IMG_4032.jpg",
      mimeType: "image/jpeg",
      buffer: original,
    });
    await expect.poll(() => scripts.length).toBeGreaterThan(beforePick.size);
    const button = form.getByRole("button", { name: "Gratis offerte aanvragen" });
    await button.click();
    // The button says it is sending and cannot be pressed again while the photos are prepared.
    await expect(form.getByRole("button", { name: "Verzenden..." })).toBeDisabled();
    await expect(form).toHaveAttribute("aria-busy", "true");
    await page.waitForTimeout(500);
    expect(posts, "nothing is sent while the photos are being prepared").toHaveLength(0);
    release();
    await expect(page).toHaveURL(/\/bedankt$/, { timeout: 30_000 });

    // The shrinking code came only after the pick, and it is what the marker finds.
    const picked = scripts.filter((url) => !beforePick.has(url));
    expect(picked.length).toBeGreaterThan(0);
    const pickedCode = await Promise.all(picked.map(async (url) => (await page.request.get(url)).text()));
    expect(pickedCode.some((code) => code.includes(shrinkMarker))).toBe(true);

    expect(posts).toHaveLength(1);
    const { bytes: sent, declared, seen } = await bodyBytes(posts[0]!);
    console.log(
      `12 MP photo: ${original.length} bytes picked; request body ${declared} (Content-Length), ${seen} seen`,
    );
    expect(sent).toBeLessThan(1.5 * 1024 * 1024);
    expect(sent).toBeLessThan(original.length / 3);
    // What travelled is the whole shrunk photo: a 2000×1500 JPEG without metadata, inside that body.
    const travelled = filePart(posts[0]!.postDataBuffer()!, "IMG_4032.jpg");
    const travelledMeta = await sharp(travelled).metadata();
    expect([travelledMeta.format, travelledMeta.width, travelledMeta.height]).toEqual(["jpeg", photoMaxSide, 1500]);
    expect(travelledMeta.exif).toBeUndefined();
    console.log(`the photo in that body: ${travelled.length} bytes`);

    const stored = await storedPhotos(server, name);
    expect(stored).toHaveLength(1);
    const [photo] = stored;
    expect(Math.max(photo!.width, photo!.height)).toBeLessThanOrEqual(2048);
    expect({ width: photo!.width, height: photo!.height }).toEqual({ width: photoMaxSide, height: 1500 });
    console.log(`stored: ${photo!.width}×${photo!.height}, ${photo!.byte_size} bytes`);

    // The owner sees it in /admin, and it opens as an image.
    await signIn(page, server.origin);
    const lead = page.getByTestId("recent-leads").locator("li").filter({ hasText: name });
    const thumbnail = lead.getByRole("img", { name: `Foto 1 van ${name}` });
    await expect(thumbnail).toBeVisible();
    // Loaded lazily: on a phone the dashboard's leads start below the fold.
    await thumbnail.scrollIntoViewIfNeeded();
    await expect.poll(() => thumbnail.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(photoMaxSide);
    const href = await thumbnail.locator("xpath=ancestor::a[1]").getAttribute("href");
    expect(href).toBe(`/api/admin/photos/${photo!.id}`);
    const opened = await page.goto(`${server.origin}${href}`);
    expect(opened?.headers()["content-type"]).toBe("image/jpeg");
    const shown = page.locator("img");
    await expect.poll(() => shown.evaluate((img) => (img as HTMLImageElement).naturalHeight)).toBe(1500);
  });

  test("five 12 MP photos travel in one request well under Vercel's 4.5 MB", async ({ page, isolated: server }) => {
    test.setTimeout(120_000);
    const original = await bigPhoto();
    const quote = pathOf("quote");
    const posts = formPosts(page, quote);
    await page.goto(`${server.origin}${quote}`);
    const name = "Vijf Foto’s Fotograaf";
    const form = await fillQuoteForm(page, name);
    const files = [1, 2, 3, 4, 5].map((n) => ({ name: `IMG_000${n}.jpg`, mimeType: "image/jpeg", buffer: original }));
    await form.getByLabel(/Foto’s van het dak/).setInputFiles(files);
    // Sent at once: the send waits for the five to be ready.
    await form.getByRole("button", { name: "Gratis offerte aanvragen" }).click();
    await expect(page).toHaveURL(/\/bedankt$/, { timeout: 60_000 });
    expect(posts).toHaveLength(1);
    const { bytes: sent } = await bodyBytes(posts[0]!);
    console.log(`five 12 MP photos: ${5 * original.length} bytes picked; request body ${sent} bytes`);
    expect(sent).toBeLessThan(4 * 1024 * 1024);
    const stored = await storedPhotos(server, name);
    expect(stored.map(({ width, height }) => [width, height])).toEqual(Array(5).fill([photoMaxSide, 1500]));
  });

  test("without JavaScript the original goes, and the server shrinks it as it always has", async ({
    browser,
    isolated: server,
  }) => {
    test.setTimeout(120_000);
    const original = await bigPhoto();
    const context = await browser.newContext({ ...phone, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      const quote = pathOf("quote");
      const posts = formPosts(page, quote);
      await page.goto(`${server.origin}${quote}`);
      const name = "Zonder Script Fotograaf";
      const form = await fillQuoteForm(page, name);
      await form.getByLabel(/Foto’s van het dak/).setInputFiles({
        name: "IMG_4033.jpg",
        mimeType: "image/jpeg",
        buffer: original,
      });
      await form.getByRole("button", { name: "Gratis offerte aanvragen" }).click();
      await expect(page).toHaveURL(/\/bedankt$/, { timeout: 60_000 });

      expect(posts).toHaveLength(1);
      const { bytes: sent, declared, seen } = await bodyBytes(posts[0]!);
      console.log(
        `without JavaScript: ${original.length} bytes picked; request body ${declared} (Content-Length), ${seen} seen`,
      );
      expect(sent, "the full-size original travelled").toBeGreaterThan(original.length);
      // The server's own path (lib/leads/photos.ts) decodes the 4000×3000 original and stores it at 2000 px, as it
      // did before the browser learned to shrink: the no-JavaScript photo is the same size as the shrunk one.
      const stored = await storedPhotos(server, name);
      expect(stored.map(({ width, height }) => ({ width, height }))).toEqual([{ width: photoMaxSide, height: 1500 }]);
    } finally {
      await context.close();
    }
  });
});

test("a photo shrunk in the browser is upright and carries no EXIF: no GPS position, no camera", async ({ page }) => {
  const original = await twelveMegapixelPhoto({ rotated: true });
  const meta = await sharp(original).metadata();
  expect([meta.width, meta.height, meta.orientation, !!meta.exif]).toEqual([4000, 3000, 6, true]);
  expect(original.includes("Testcamera")).toBe(true);

  await page.goto(pathOf("quote"));
  const input = page.getByRole("form", { name: "Offerte aanvragen" }).getByLabel(/Foto’s van het dak/);
  await input.setInputFiles({ name: "gedraaid.jpg", mimeType: "image/jpeg", buffer: original });
  await expect
    .poll(() => input.evaluate((el) => (el as HTMLInputElement).files?.[0]?.size ?? 0), { timeout: 30_000 })
    .toBeLessThan(original.length / 3);
  const file = await input.evaluate(async (el) => {
    const picked = (el as HTMLInputElement).files!;
    const bytes = new Uint8Array(await picked[0]!.arrayBuffer());
    return { count: picked.length, name: picked[0]!.name, type: picked[0]!.type, bytes: Array.from(bytes) };
  });
  expect([file.count, file.name, file.type]).toEqual([1, "gedraaid.jpg", "image/jpeg"]);
  const shrunk = Buffer.from(file.bytes);
  const shrunkMeta = await sharp(shrunk).metadata();
  expect([shrunkMeta.format, shrunkMeta.width, shrunkMeta.height]).toEqual(["jpeg", 1500, photoMaxSide]);
  expect(shrunkMeta.orientation).toBeUndefined();
  expect(shrunkMeta.exif).toBeUndefined();
  expect(shrunk.includes("Testcamera")).toBe(false);
});

test("the storm form and the contact page's message form shrink photos too; a file the browser cannot read goes as picked", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const original = await bigPhoto();
  for (const path of [pathOf("stormReport"), pathOf("contact")]) {
    await page.goto(path);
    const input = page.locator('form input[type="file"]');
    await expect(input, path).toHaveCount(1);
    await input.setInputFiles({ name: "dak.jpg", mimeType: "image/jpeg", buffer: original });
    await expect
      .poll(() => input.evaluate((el) => (el as HTMLInputElement).files?.[0]?.size ?? 0), { timeout: 30_000 })
      .toBeLessThan(original.length / 3);
  }
  // Kept as picked, for the server to check or refuse: a file the browser cannot decode (a HEIC on Chromium, here
  // a broken one) and one over the byte limit (the server's message names it). The photo beside them is shrunk, and
  // all three are put back at once.
  const input = page.locator('form input[type="file"]');
  const unreadable = Buffer.concat([Buffer.from("\0\0\0\x18ftypheic"), Buffer.alloc(5000, 7)]);
  const oversized = Buffer.concat([original, Buffer.alloc(maxPhotoBytes + 1 - original.length)]);
  await input.setInputFiles([
    { name: "IMG_0001.HEIC", mimeType: "image/heic", buffer: unreadable },
    { name: "groot.jpg", mimeType: "image/jpeg", buffer: oversized },
    { name: "dak.jpg", mimeType: "image/jpeg", buffer: original },
  ]);
  await expect
    .poll(() => input.evaluate((el) => (el as HTMLInputElement).files?.[2]?.size ?? 0), { timeout: 30_000 })
    .toBeLessThan(original.length / 3);
  expect(
    await input.evaluate((el) => Array.from((el as HTMLInputElement).files!, (file) => [file.name, file.size])),
  ).toEqual([
    ["IMG_0001.HEIC", unreadable.length],
    ["groot.jpg", maxPhotoBytes + 1],
    ["dak.jpg", expect.any(Number)],
  ]);
});

test("the shrinking code loads only when a photo is picked, and never on a town page", async ({ page, browser }) => {
  const scripts = scriptRequests(page);
  const bodies = scriptBodies(page);
  await page.goto(pathOf("quote"));
  await page.waitForLoadState("networkidle");
  const beforePick = new Set(scripts);
  await expect.poll(() => [...beforePick].every((url) => bodies.has(url))).toBe(true);
  expect([...bodies.values()].filter((code) => code.includes(shrinkMarker))).toEqual([]);

  const small = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#884422" } })
    .jpeg()
    .toBuffer();
  await page
    .getByRole("form", { name: "Offerte aanvragen" })
    .getByLabel(/Foto’s van het dak/)
    .setInputFiles({ name: "dak.jpg", mimeType: "image/jpeg", buffer: small });
  await expect.poll(() => scripts.length).toBeGreaterThan(beforePick.size);
  const afterPick = scripts.filter((url) => !beforePick.has(url));
  await expect.poll(() => afterPick.every((url) => bodies.has(url))).toBe(true);
  // Only the chunks that hold the shrinking code: a chunk Next happens to load late (a prefetch) is not one of them.
  const shrinkChunks = afterPick.filter((url) => bodies.get(url)!.includes(shrinkMarker));
  expect(shrinkChunks.length).toBeGreaterThan(0);

  // A town page (short form, no photos): none of those scripts, no shrinking code, no photo field.
  const context = await browser.newContext(phone);
  try {
    const town = await context.newPage();
    const townBodies = scriptBodies(town);
    await town.goto("/dakdekker-uden");
    await town.waitForLoadState("networkidle");
    await expect(town.locator('input[type="file"]')).toHaveCount(0);
    expect(townBodies.size).toBeGreaterThan(0);
    expect([...townBodies.keys()].filter((url) => shrinkChunks.includes(url))).toEqual([]);
    expect([...townBodies.values()].filter((code) => code.includes(shrinkMarker))).toEqual([]);
  } finally {
    await context.close();
  }
});
