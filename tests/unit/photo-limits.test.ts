import { describe, expect, it } from "vitest";
import {
  checkPhotoSize,
  fullDecodeMaxPixels,
  maxPixels,
  type PhotoFormat,
  shrinkOnLoadMaxPixels,
} from "@/lib/leads/photo-limits";
import { Limiter } from "@/lib/security/limiter";

const formats: PhotoFormat[] = ["jpeg", "png", "webp", "heic"];
const check = (format: PhotoFormat, width: number, height: number, progressive = false) =>
  checkPhotoSize("dak.foto", { format, pixels: width * height, progressive });

describe("photo size policy", () => {
  it("accepts every phone photo in its normal camera mode, in every format", () => {
    const phones: [string, number, number][] = [
      ["12 MP", 4032, 3024],
      ["iPhone 48 MP", 8064, 6048],
      ["50 MP, 8160×6120", 8160, 6120],
      ["50 MP, 8192×6144", 8192, 6144],
      ["portrait 48 MP", 6048, 8064],
      ["a screenshot", 1290, 2796],
    ];
    for (const format of formats) {
      for (const [, width, height] of phones) {
        expect(check(format, width, height)).toBeNull();
        expect(check(format, width, height, true)).toBeNull();
      }
    }
  });

  it("scales baseline JPEG down while decoding, so accepts 108 and 200 MP phone photos and large panoramas", () => {
    expect(check("jpeg", 12000, 9000)).toBeNull();
    expect(check("jpeg", 16320, 12240)).toBeNull();
    expect(check("jpeg", 16000, 16000)).toBeNull();
    expect(check("jpeg", 16384, 16384)).toBeNull();
    expect(check("jpeg", 16385, 16384)).toMatch(/268 megapixel/);
    expect(check("jpeg", 65535, 65535)).toMatch(/is te groot om te verwerken \(4295 megapixel\)/);
  });

  it("gives everything decoded as a whole image (HEIC, PNG, WebP, progressive JPEG) the 52 MP limit", () => {
    expect(maxPixels("heic")).toBe(fullDecodeMaxPixels);
    expect(maxPixels("png")).toBe(fullDecodeMaxPixels);
    expect(maxPixels("webp")).toBe(fullDecodeMaxPixels);
    expect(maxPixels("jpeg", true)).toBe(fullDecodeMaxPixels);
    expect(maxPixels("jpeg", false)).toBe(shrinkOnLoadMaxPixels);
    expect(check("heic", 8192, 8192)).toMatch(/67 megapixel/);
    expect(check("png", 16000, 16000)).toMatch(/256 megapixel/);
    expect(check("webp", 16383, 16383)).toMatch(/268 megapixel/);
    expect(check("jpeg", 16000, 16000, true)).toMatch(/256 megapixel/);
    expect(check("heic", 1, fullDecodeMaxPixels)).toBeNull();
    expect(check("heic", 1, fullDecodeMaxPixels + 1)).not.toBeNull();
  });

  it("names the file and tells the visitor what to send instead, in Dutch", () => {
    expect(checkPhotoSize("IMG_0042.HEIC", { format: "heic", pixels: 16384 * 16384 })).toBe(
      '"IMG_0042.HEIC" is te groot om te verwerken (268 megapixel). Stuur een foto van maximaal 50 megapixel, ' +
        "bijvoorbeeld een schermafbeelding of een foto met de gewone camerastand.",
    );
  });
});

describe("Limiter", () => {
  it("runs at most `concurrency` tasks at once, first come first served, and frees a slot when a task fails", async () => {
    const limiter = new Limiter(2);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const task = (i: number) =>
      limiter.run(async () => {
        running++;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        order.push(i);
        running--;
        if (i === 1) throw new Error("broken photo");
        return i;
      });
    const results = await Promise.allSettled([0, 1, 2, 3, 4, 5].map(task));
    expect(most).toBe(2);
    expect(order).toEqual([0, 1, 2, 3, 4, 5]);
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "rejected", ...new Array(4).fill("fulfilled")]);
    expect(limiter.load).toEqual({ running: 0, waiting: 0 });
  });
});
