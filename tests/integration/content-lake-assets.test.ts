import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { promisify } from "node:util";
import type { SanityClient } from "@sanity/client";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readNdjson } from "@/lib/sanity/ndjson";
import type { ContentLake } from "../stand-in/content-lake";
import { startLakeOnCopy } from "../stand-in/lake-on-copy";
import { sanityCdnRouteEnv } from "../stand-in/sanity-cdn-route";
import { exifHasGps } from "../support/exif-gps";

// Uploads to the Content Lake stand-in as the Studio makes them (@sanity/client's assets.upload), and the photo read
// back at the address the site builds, on Sanity's image CDN (tests/stand-in/content-lake-assets.ts).

let lake: ContentLake;
let file: string;
let client: SanityClient;
let stop: () => Promise<void>;

/** The owner's photo of a repaired roof: 800×600 JPEG with a phone's EXIF, GPS position included. */
const photo = readFileSync("tests/fixtures/roof-repaired-gps.jpg");
const sha1 = createHash("sha1").update(photo).digest("hex");
/** The stand-in's upload limit here: the photo fits, a body of 100 KB does not. */
const limit = 64 * 1024;

beforeAll(async () => {
  ({ lake, client, file, stop } = await startLakeOnCopy({ maxAssetBytes: limit }));
});

afterAll(() => stop?.());

/** The stand-in's CDN address of an asset URL (`https://cdn.sanity.io/…`), over its plain HTTP port. */
const onStandIn = (url: string, params = "") => `${lake.httpOrigin}${new URL(url).pathname}${params}`;

describe("uploads to the stand-in", () => {
  it("answers the asset document Sanity answers, and keeps it in the dataset for asset->", async () => {
    const asset = await client.assets.upload("image", photo, { filename: "dak-schijndel.jpg" });
    expect(asset).toMatchObject({
      _id: `image-${sha1}-800x600-jpg`,
      _type: "sanity.imageAsset",
      assetId: sha1,
      sha1hash: sha1,
      extension: "jpg",
      mimeType: "image/jpeg",
      size: photo.length,
      originalFilename: "dak-schijndel.jpg",
      path: `images/${lake.projectId}/${lake.dataset}/${sha1}-800x600.jpg`,
      url: `https://cdn.sanity.io/images/${lake.projectId}/${lake.dataset}/${sha1}-800x600.jpg`,
      metadata: {
        _type: "sanity.imageMetadata",
        dimensions: { _type: "sanity.imageDimensions", width: 800, height: 600, aspectRatio: 800 / 600 },
        hasAlpha: false,
        isOpaque: true,
      },
    });
    expect(asset.metadata.lqip).toMatch(/^data:image\/jpeg;base64,/);
    // No location is extracted (Sanity does so only when asked with meta=location).
    expect(asset.metadata).not.toHaveProperty("location");

    // A document that uses it resolves the asset's URL in GROQ, through the API and in the site's dataset file.
    await client.create({
      _id: "probe-photo",
      _type: "probe",
      image: { _type: "image", asset: { _type: "reference", _ref: asset._id } },
    });
    const query = `*[_id == "probe-photo"][0]{ "src": image.asset->url, "width": image.asset->metadata.dimensions.width }`;
    expect(await client.fetch(query)).toEqual({ src: asset.url, width: 800 });
    expect(readNdjson<{ _id: string }>(file).some((doc) => doc._id === asset._id)).toBe(true);

    // The same bytes again are the same asset (Sanity deduplicates by content), under another name too.
    const again = await client.assets.upload("image", photo, { filename: "kopie.jpg" });
    expect(again._id).toBe(asset._id);
    expect(readNdjson<{ _id: string }>(file).filter((doc) => doc._id === asset._id)).toHaveLength(1);
  });

  it("serves the photo at its CDN address without EXIF or GPS, at the size and in the format asked", async () => {
    expect(exifHasGps((await sharp(photo).metadata()).exif)).toBe(true);
    const { url } = await client.assets.upload("image", photo, { filename: "dak-schijndel.jpg" });

    const original = await fetch(onStandIn(url));
    expect(original.status).toBe(200);
    expect(original.headers.get("content-type")).toBe("image/jpeg");
    const originalBytes = Buffer.from(await original.arrayBuffer());
    const plain = await sharp(originalBytes).metadata();
    expect([plain.format, plain.width, plain.height]).toEqual(["jpeg", 800, 600]);
    expect(plain.exif).toBeUndefined();
    expect(originalBytes.toString("latin1")).not.toContain("Telefoonmerk");

    // What the site asks for a 'Recent werk' photo (lib/sanity/image-url.ts), from a browser that takes WebP.
    const sized = await fetch(onStandIn(url, "?w=400&h=225&fit=crop&auto=format"), {
      headers: { accept: "image/webp,image/*" },
    });
    expect(sized.headers.get("content-type")).toBe("image/webp");
    const small = await sharp(Buffer.from(await sized.arrayBuffer())).metadata();
    expect([small.format, small.width, small.height, small.exif]).toEqual(["webp", 400, 225, undefined]);

    // Larger than the upload: the asked shape, scaled down to fit in it; fm wins over auto.
    const large = await fetch(onStandIn(url, "?w=1600&h=900&fit=crop&fm=png&auto=format"), {
      headers: { accept: "image/avif" },
    });
    const fitted = await sharp(Buffer.from(await large.arrayBuffer())).metadata();
    expect([fitted.format, fitted.width, fitted.height]).toEqual(["png", 800, 450]);

    // Another project's or dataset's address, or an unknown file, is not there.
    const other = url.replace(`/${lake.projectId}/`, "/anderproject/");
    expect((await fetch(onStandIn(other))).status).toBe(404);
    expect((await fetch(onStandIn(url.replace(sha1, "0".repeat(40))))).status).toBe(404);
  });

  it("reaches a server's fetch of https://cdn.sanity.io through the route its test servers load", async () => {
    const { url } = await client.assets.upload("image", photo, { filename: "dak-schijndel.jpg" });
    const script = `const r = await fetch(${JSON.stringify(`${url}?w=200`)}); console.log(r.status, r.headers.get("content-type"), (await r.arrayBuffer()).byteLength);`;
    const { stdout } = await promisify(execFile)(process.execPath, ["--input-type=module", "-e", script], {
      env: { ...process.env, ...sanityCdnRouteEnv(lake.httpOrigin) },
    });
    const [status, type, bytes] = stdout.trim().split(" ");
    expect([status, type]).toEqual(["200", "image/jpeg"]);
    expect(Number(bytes)).toBeGreaterThan(0);
  });

  it("refuses an oversize body, announced or streamed, and keeps nothing of it", async () => {
    const before = readNdjson(file).length;
    const uploads = lake.uploads.length;
    const endpoint = `${lake.httpOrigin}/v2026-09-01/assets/images/${lake.dataset}?filename=groot.jpg`;
    const headers = { authorization: `Bearer ${lake.token}`, "content-type": "image/jpeg" };
    const oversize = Buffer.concat([photo, Buffer.alloc(100 * 1024 - photo.length, 0xff)]);

    const announced = await fetch(endpoint, { method: "POST", headers, body: oversize });
    expect(announced.status).toBe(413);
    expect(await announced.json()).toMatchObject({ statusCode: 413, error: "Payload Too Large" });

    // No Content-Length (chunked): refused once more than the limit has arrived.
    const chunks = [oversize.subarray(0, 50 * 1024), oversize.subarray(50 * 1024)];
    const streamed = await fetch(endpoint, {
      method: "POST",
      headers,
      body: new ReadableStream({
        pull(controller) {
          const next = chunks.shift();
          if (next) controller.enqueue(new Uint8Array(next));
          else controller.close();
        },
      }),
      duplex: "half",
    } as RequestInit);
    expect(streamed.status).toBe(413);

    // Through the client, as the Studio sends it: the error it shows carries the status.
    const failure = await client.assets.upload("image", oversize).then(
      () => undefined,
      (error: { statusCode?: number }) => error,
    );
    expect(failure?.statusCode).toBe(413);

    expect(lake.uploads.slice(uploads).map((upload) => upload.status)).toEqual([413, 413, 413]);
    expect(readNdjson(file).length).toBe(before);
  });

  it("refuses a body that is not an image, and an upload without the editor's token", async () => {
    const notAnImage = await client.assets.upload("image", Buffer.from("<script>alert(1)</script>")).then(
      () => undefined,
      (error: { statusCode?: number; message: string }) => error,
    );
    expect(notAnImage?.statusCode).toBe(400);
    expect(notAnImage?.message).toContain("Invalid image");

    const anonymous = await fetch(`${lake.httpOrigin}/v2026-09-01/assets/images/${lake.dataset}`, {
      method: "POST",
      headers: { "content-type": "image/jpeg" },
      body: photo,
    });
    expect(anonymous.status).toBe(401);
  });
});
