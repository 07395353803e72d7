import sharp, { type Sharp } from "sharp";

export const maxPhotos = 5;
export const maxPhotoBytes = 10 * 1024 * 1024;
const acceptedTypes = new Set(["image/jpeg", "image/png", "image/heic", "image/heif", "image/webp"]);
/** Longest side after re-encoding: plenty to see a broken tile, far smaller than a phone's original. */
const maxSide = 2000;

export type StoredPhoto = { contentType: "image/jpeg"; data: Buffer; width: number; height: number; byteSize: number };
export class PhotoError extends Error {}

function isHeic(bytes: Buffer): boolean {
  // ISO-BMFF "ftyp" box with a HEIF brand.
  return (
    bytes.subarray(4, 8).toString("latin1") === "ftyp" &&
    /^(heic|heix|heim|heis|hevc|hevx|mif1|msf1)$/.test(bytes.subarray(8, 12).toString("latin1"))
  );
}

async function decodeHeic(bytes: Buffer): Promise<Sharp> {
  const { default: decode } = await import("heic-decode");
  const image = await decode({ buffer: bytes });
  return sharp(Buffer.from(image.data), { raw: { width: image.width, height: image.height, channels: 4 } });
}

/**
 * Checks and re-encodes one uploaded photo. The output is a fresh JPEG: turned upright first, then written
 * without any metadata, so no GPS position, camera serial or timestamp leaves the visitor's phone.
 */
export async function processPhoto(file: File): Promise<StoredPhoto> {
  if (file.size > maxPhotoBytes) throw new PhotoError(`"${file.name}" is groter dan 10 MB.`);
  if (file.type && !acceptedTypes.has(file.type)) {
    throw new PhotoError(`"${file.name}" is geen foto in JPEG-, PNG-, HEIC- of WebP-formaat.`);
  }
  const bytes = Buffer.from(await file.arrayBuffer());
  let image: Sharp;
  try {
    if (isHeic(bytes)) {
      image = await decodeHeic(bytes);
    } else {
      image = sharp(bytes, { failOn: "error" });
      const { format } = await image.metadata();
      if (!format || !["jpeg", "png", "webp"].includes(format)) throw new Error(`unsupported ${format}`);
      image = image.rotate(); // apply the EXIF orientation before the EXIF is dropped
    }
    const { data, info } = await image
      .resize({ width: maxSide, height: maxSide, fit: "inside", withoutEnlargement: true })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { contentType: "image/jpeg", data, width: info.width, height: info.height, byteSize: data.length };
  } catch {
    throw new PhotoError(
      `"${file.name}" kunnen we niet openen als foto. Probeer een JPEG-, PNG-, HEIC- of WebP-bestand.`,
    );
  }
}

/** The photos of one request: at most five, each checked and re-encoded. */
export async function processPhotos(files: File[]): Promise<StoredPhoto[]> {
  const real = files.filter((file) => file.size > 0);
  if (real.length > maxPhotos) throw new PhotoError(`Je kunt maximaal ${maxPhotos} foto's meesturen.`);
  const out: StoredPhoto[] = [];
  for (const file of real) out.push(await processPhoto(file)); // one at a time keeps memory use flat
  return out;
}
