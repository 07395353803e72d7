import { readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { decodeHeic, heicWorkerStats } from "@/lib/leads/heic-decoder";
import { fullDecodeMaxPixels } from "@/lib/leads/photo-limits";
import { photoSlots } from "@/lib/leads/photo-queue";
import { inspectPhotos, PhotoError, processPhotos, type StoredPhoto } from "@/lib/leads/photos";

const fixtures = path.join(import.meta.dirname, "../fixtures");
const bytesOf = (name: string) => readFileSync(path.join(fixtures, name));
const photo = (bytes: Uint8Array, name: string, type = "") => new File([new Uint8Array(bytes)], name, { type });
const fixture = (name: string, type = "") => photo(bytesOf(name), name, type);

const tooLarge = (name: string, megapixels: number) =>
  `"${name}" is te groot om te verwerken (${megapixels} megapixel). Stuur een foto van maximaal 50 megapixel, ` +
  "bijvoorbeeld een schermafbeelding of een foto met de gewone camerastand.";

async function refusal(files: File[]): Promise<string> {
  try {
    await processPhotos(files);
  } catch (error) {
    if (error instanceof PhotoError) return error.message;
    throw error;
  }
  throw new Error("accepted");
}

/** The most photo slots in use at once while `work` runs. (What it costs in memory: `npm run bench:photos`.) */
async function peakSlots<T>(work: () => Promise<T>): Promise<{ result: T; slots: number }> {
  let slots = 0;
  const sampler = setInterval(() => {
    slots = Math.max(slots, photoSlots.load.running);
  }, 10);
  try {
    return { result: await work(), slots };
  } finally {
    clearInterval(sampler);
  }
}

/** Sets the width and height in the first SOF marker of a JPEG, without touching the coded data. */
function withJpegSize(jpeg: Buffer, width: number, height: number): Buffer {
  const out = Buffer.from(jpeg);
  for (let at = 2; at < out.length; ) {
    const marker = out[at + 1]!;
    if (marker === 0xc0 || marker === 0xc2) {
      out.writeUInt16BE(height, at + 5);
      out.writeUInt16BE(width, at + 7);
      return out;
    }
    at += 2 + out.readUInt16BE(at + 2);
  }
  throw new Error("no SOF marker");
}

const isUprightPortraitWithRedTop = async (stored: StoredPhoto) => {
  const { data } = await sharp(stored.data)
    .extract({ left: stored.width / 2, top: 50, width: 1, height: 1 })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return stored.width < stored.height && data[0]! > 120 && data[1]! < 60 && data[2]! < 60;
};

describe("photo pipeline with real files", () => {
  let largeJpeg: Buffer;
  beforeAll(async () => {
    // 12000×9000 (108 MP, like a 108 MP phone camera's photo), baseline: downscaled while decoding.
    largeJpeg = await sharp({ create: { width: 12000, height: 9000, channels: 3, background: "#5a6b7c" } })
      .jpeg({ quality: 40 })
      .toBuffer();
  });
  afterAll(() => {
    expect(photoSlots.load).toEqual({ running: 0, waiting: 0 });
  });

  it("refuses a 15 KB 8192×8192 HEIC and a 60 KB 16384×16384 HEIC from their headers, before any decoding", async () => {
    const workers = heicWorkerStats.started;
    const result = [
      await refusal([fixture("heic-8192x8192-solid.heic", "image/heic")]),
      await refusal([fixture("heic-16384x16384-solid.heic")]),
    ];
    expect(result).toEqual([tooLarge("heic-8192x8192-solid.heic", 67), tooLarge("heic-16384x16384-solid.heic", 268)]);
    expect(heicWorkerStats.started).toBe(workers); // no worker was even started
  });

  it("accepts a realistic 12 MP HEIC: upright by its irot, at most 2000 px, without its EXIF and GPS", async () => {
    const original = bytesOf("heic-12mp-phone.heic");
    expect(original.toString("latin1")).toContain("Telefoonmerk"); // the fixture does carry EXIF
    const [stored] = await processPhotos([photo(original, "IMG_1234.HEIC", "image/heic")]);
    expect(stored).toMatchObject({ contentType: "image/jpeg", width: 1500, height: 2000 });
    expect(await isUprightPortraitWithRedTop(stored!)).toBe(true);
    const metadata = await sharp(stored!.data).metadata();
    expect(metadata).toMatchObject({ format: "jpeg", width: 1500, height: 2000 });
    expect(metadata.exif).toBeUndefined();
    expect(stored!.data.toString("latin1")).not.toContain("Telefoonmerk");
  });

  it("stops the HEIC worker when it has been idle for a second, giving its memory back", async () => {
    const decodes = heicWorkerStats.decodes;
    await processPhotos([fixture("heic-12mp-phone.heic")]);
    // The worker decoded it (whether it still runs at this point depends on the machine: on a busy one, the second
    // of idleness can pass before this line runs).
    expect(heicWorkerStats.decodes).toBeGreaterThan(decodes);
    // The worker stops after a second without work; a busy machine may take longer to run that timer.
    await vi.waitFor(() => expect(heicWorkerStats.running).toBe(false), { timeout: 15_000, interval: 100 });
  });

  it("checks libheif's own reading of the size in the worker, and gives up a decode that takes too long", async () => {
    const bytes = bytesOf("heic-12mp-phone.heic");
    expect(await decodeHeic(bytes, 1_000_000)).toEqual({ ok: false, reason: "too-large", pixels: 4032 * 3024 });
    expect(await decodeHeic(bytes, fullDecodeMaxPixels, 1)).toEqual({ ok: false, reason: "timeout" });
    // A fresh worker takes over after a timeout.
    const decoded = await decodeHeic(bytes, fullDecodeMaxPixels);
    expect(decoded).toMatchObject({ ok: true, width: 3024, height: 4032 });
  });

  it("refuses a HEIC that libheif cannot decode, or that is cut short, and decodes the next one", async () => {
    const damaged = Buffer.from(bytesOf("heic-12mp-phone.heic"));
    const hvcC = damaged.indexOf("hvcC"); // the decoder's configuration, which the header parser does not read
    damaged.fill(0, hvcC + 4, hvcC + 60);
    expect(await refusal([photo(damaged, "kapot.heic")])).toMatch(/"kapot.heic" kunnen we niet openen als foto/);
    const truncated = bytesOf("heic-12mp-phone.heic").subarray(0, 5000);
    expect(await refusal([photo(truncated, "half.heic")])).toMatch(/"half.heic" kunnen we niet openen als foto/);
    const [stored] = await processPhotos([fixture("heic-12mp-phone.heic")]);
    expect(stored).toMatchObject({ width: 1500, height: 2000 });
  });

  it("refuses a 16000×16000 PNG (31 KB on the wire) from its header", async () => {
    // Refused by the inspection of the headers, which decodes nothing; the conversion is never reached.
    const inspected = inspectPhotos([fixture("png-16000x16000-solid.png", "image/png")]);
    await expect(inspected).rejects.toThrow(new PhotoError(tooLarge("png-16000x16000-solid.png", 256)));
  });

  it("accepts a 108 MP baseline JPEG, downscaled to 2000 px while decoding", async () => {
    const result = await processPhotos([photo(largeJpeg, "pano.jpg", "image/jpeg")]);
    expect(result[0]).toMatchObject({ width: 2000, height: 1500 });
  });

  it("refuses a progressive JPEG over 52 MP, a baseline JPEG over 268 MP and a WebP over 52 MP, from their headers", async () => {
    const small = sharp({ create: { width: 64, height: 48, channels: 3, background: "#888" } });
    const progressive = await small.clone().jpeg({ progressive: true }).toBuffer();
    const baseline = await small.clone().jpeg().toBuffer();
    const webp = await sharp({ create: { width: 8000, height: 8000, channels: 3, background: "#888" } })
      .webp({ lossless: true })
      .toBuffer();
    expect(await refusal([photo(withJpegSize(progressive, 8000, 8000), "a.jpg")])).toBe(tooLarge("a.jpg", 64));
    expect(await refusal([photo(withJpegSize(baseline, 20000, 20000), "b.jpg")])).toBe(tooLarge("b.jpg", 400));
    expect(await refusal([photo(webp, "c.webp")])).toBe(tooLarge("c.webp", 64));
    // The same lie told the other way is no way past the limit: libjpeg decodes what the header says, no more.
    expect(await processPhotos([photo(withJpegSize(baseline, 64, 16), "d.jpg")])).toMatchObject([
      { width: 64, height: 16 },
    ]);
  });

  it("checks every photo of a request before decoding any, so a refused fifth photo costs no decoding", async () => {
    const decodes = heicWorkerStats.decodes;
    const names = [...new Array(4).fill("heic-12mp-phone.heic"), "heic-16384x16384-solid.heic"];
    const files = names.map((name, i) => photo(bytesOf(name), `foto-${i}.heic`));
    expect(await refusal(files)).toBe(tooLarge("foto-4.heic", 268));
    expect(heicWorkerStats.decodes).toBe(decodes);
  });

  it("processes five requests at once one photo at a time", async () => {
    const heic = () => fixture("heic-12mp-phone.heic");
    const jpeg = () => photo(largeJpeg, "pano.jpg");
    const bomb = () => fixture("heic-8192x8192-solid.heic");
    const requests = [
      [heic(), jpeg()],
      [heic(), heic()],
      [jpeg(), heic()],
      [bomb(), heic(), heic(), heic(), heic()],
      [fixture("png-16000x16000-solid.png")],
    ];
    const { result, slots } = await peakSlots(() => Promise.allSettled(requests.map((files) => processPhotos(files))));
    expect(result.map((r) => (r.status === "fulfilled" ? r.value.length : "refused"))).toEqual([
      2,
      2,
      2,
      "refused",
      "refused",
    ]);
    // One at a time: one 12 MP HEIC decode is about 200 MB (npm run bench:photos measures it).
    expect(slots).toBe(1);
    // Seven 12 MP decodes one after another: seconds on an idle machine, far more on a busy one.
  }, 180_000);
});
