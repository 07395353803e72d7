/**
 * How large a photo may be, per format, in pixels, by what decoding it costs (the time and memory each took are in
 * docs/figures.md, "Figures behind the code"):
 *
 *  - Baseline JPEG: libjpeg scales down while decoding (shrink-on-load, up to 1/8) and libvips streams the rest,
 *    so even 16000×16000 stays cheap. Accepted up to 16384×16384 (268 MP, sharp's own default), which
 *    covers 108 and 200 MP phone cameras and panoramas.
 *  - Progressive JPEG: libjpeg keeps every coefficient of the whole image.
 *  - PNG: interlaced PNGs are decoded whole (4-8 bytes a pixel), and even a streamed one costs CPU per
 *    megapixel; no camera writes large PNGs, they are screenshots.
 *  - WebP: lossless WebP is decoded whole.
 *  - HEIC: libheif (WASM) decodes the whole image and converts it to RGBA, about 10 bytes a pixel, so a 48 MP iPhone
 *    photo costs seconds and half a gigabyte.
 *
 * Everything that must be decoded whole gets the full-decode limit: 52 MP accepts every phone photo in its normal
 * camera mode (12 MP, iPhone 48 MP = 8064×6048 = 48.8 MP, 50 MP sensors at 8160×6120 or 8192×6144 = 50.3 MP) and
 * keeps one decode below about 600 MB. The visitor is told "50 megapixel": the margin is for those 50 MP sensors.
 */

export type PhotoFormat = "jpeg" | "png" | "webp" | "heic";

/** Formats decoded as a whole image: HEIC, PNG, WebP and progressive JPEG. */
export const fullDecodeMaxPixels = 52_000_000;
/** Baseline JPEG, which is scaled down while it is decoded. */
export const shrinkOnLoadMaxPixels = 16384 * 16384;
/** What the visitor is told to send at most. */
const advisedMegapixels = 50;

export function maxPixels(format: PhotoFormat, progressive = false): number {
  return format === "jpeg" && !progressive ? shrinkOnLoadMaxPixels : fullDecodeMaxPixels;
}

export function megapixels(pixels: number): number {
  return Math.max(1, Math.round(pixels / 1_000_000));
}

export function tooLargeMessage(fileName: string, pixels: number): string {
  return (
    `"${fileName}" is te groot om te verwerken (${megapixels(pixels)} megapixel). ` +
    `Stuur een foto van maximaal ${advisedMegapixels} megapixel, bijvoorbeeld een schermafbeelding ` +
    "of een foto met de gewone camerastand."
  );
}

/**
 * The Dutch refusal for a photo of this format and size, or null when it may be decoded. `pixels` is the largest
 * image the decoder would produce (for HEIC also tiles, thumbnails and auxiliary images).
 */
export function checkPhotoSize(
  fileName: string,
  photo: { format: PhotoFormat; pixels: number; progressive?: boolean },
): string | null {
  return photo.pixels > maxPixels(photo.format, photo.progressive) ? tooLargeMessage(fileName, photo.pixels) : null;
}

/**
 * What decoding a photo costs, in megapixels: its pixels where the whole image is decoded, a quarter of them for a
 * baseline JPEG, which libjpeg scales down while decoding. The decode budget (lib/leads/decode-budget.ts) counts
 * this, not bytes: a 30 KB flat HEIC of 51 megapixel costs as much to decode as a real 51 MP photo.
 */
export function decodeMegapixels(pixels: number, shrinkOnLoad = false): number {
  return Math.max(1, Math.ceil((shrinkOnLoad ? pixels / 4 : pixels) / 1_000_000));
}
