/**
 * How large a photo may be, per format, in pixels. Measured on this code (sharp 0.35 / libvips 8.18, libheif-js
 * 1.23), re-encoding to a 2000 px JPEG; peak memory is the whole process's RSS, about 95 MB before the photo:
 *
 *  - Baseline JPEG: libjpeg scales down while decoding (shrink-on-load, up to 1/8) and libvips streams the rest,
 *    so 16000×16000 takes 0.7 s and 120 MB. Accepted up to 16384×16384 (268 MP, sharp's own default), which
 *    covers 108 and 200 MP phone cameras and panoramas.
 *  - Progressive JPEG: libjpeg keeps every coefficient of the whole image: 16000×16000 took 2.5 s and 890 MB.
 *  - PNG: interlaced PNGs are decoded whole (4-8 bytes a pixel), and even a streamed one costs about 5 ms a
 *    megapixel of CPU; no camera writes large PNGs, they are screenshots.
 *  - WebP: lossless WebP is decoded whole: 16383×16383 took 1.4 s and 620 MB.
 *  - HEIC: libheif (WASM) decodes the whole image and converts it to RGBA, about 10 bytes a pixel: a 48 MP iPhone
 *    photo takes 2.8 s and 550 MB; 8192×8192 took 3.4 s and 850 MB.
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
