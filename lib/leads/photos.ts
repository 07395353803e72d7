import sharp, { type Metadata, type Sharp } from "sharp";
import { QueueFull } from "@/lib/security/limiter";
import { maxPhotoBytes, maxPhotoMegabytes, maxPhotos, photoContentTypes } from "../forms/contract";
import { decodeHeic } from "./heic-decoder";
import { type HeifSize, isHeif, readHeifSize } from "./heic-header";
import { checkPhotoSize, decodeMegapixels, maxPixels, type PhotoFormat, tooLargeMessage } from "./photo-limits";
import { photoSlots } from "./photo-queue";
import { photoJpegQuality, photoMaxSide } from "./photo-size";

const acceptedTypes = new Set<string>(photoContentTypes);
/** Longest side after re-encoding (the browser shrinks to the same, lib/leads/photo-shrink.ts). */
const maxSide = photoMaxSide;

// libvips's operation cache would keep decoded images around after a request; photos are never processed twice.
sharp.cache(false);

export type StoredPhoto = { contentType: "image/jpeg"; data: Buffer; width: number; height: number; byteSize: number };
export class PhotoError extends Error {}

const unreadable = (name: string) =>
  new PhotoError(`"${name}" kunnen we niet openen als foto. Probeer een JPEG-, PNG-, HEIC- of WebP-bestand.`);

/** A photo whose header has been read and whose size is within the limits; nothing has been decoded yet. */
export type Checked = { name: string; bytes: Buffer; format: PhotoFormat; limit: number; decodeCost: number };

/** Checks a photo's size, type and dimensions from its header only. */
async function inspect(file: File): Promise<Checked> {
  if (file.size > maxPhotoBytes) throw new PhotoError(`"${file.name}" is groter dan ${maxPhotoMegabytes} MB.`);
  if (file.type && !acceptedTypes.has(file.type)) {
    throw new PhotoError(`"${file.name}" is geen foto in JPEG-, PNG-, HEIC- of WebP-formaat.`);
  }
  const bytes = Buffer.from(await file.arrayBuffer());

  if (isHeif(bytes)) {
    let size: HeifSize;
    try {
      size = readHeifSize(bytes);
    } catch {
      throw unreadable(file.name);
    }
    const pixels = Math.max(size.width * size.height, size.largestItemPixels);
    const refusal = checkPhotoSize(file.name, { format: "heic", pixels });
    if (refusal) throw new PhotoError(refusal);
    return { name: file.name, bytes, format: "heic", limit: maxPixels("heic"), decodeCost: decodeMegapixels(pixels) };
  }

  let header: Metadata;
  try {
    // Reads the header only; the size is checked below, by format (sharp would refuse above 268 MP here).
    header = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw unreadable(file.name);
  }
  const { format, width, height, isProgressive } = header;
  if ((format !== "jpeg" && format !== "png" && format !== "webp") || !width || !height) throw unreadable(file.name);
  const refusal = checkPhotoSize(file.name, { format, pixels: width * height, progressive: isProgressive });
  if (refusal) throw new PhotoError(refusal);
  return {
    name: file.name,
    bytes,
    format,
    limit: maxPixels(format, isProgressive),
    decodeCost: decodeMegapixels(width * height, format === "jpeg" && !isProgressive),
  };
}

/**
 * Decodes and re-encodes a checked photo. The output is a fresh JPEG: turned upright first, then written without
 * any metadata, so no GPS position, camera serial or timestamp leaves the visitor's phone.
 */
async function convert(photo: Checked): Promise<StoredPhoto> {
  let decoded: Decoded | undefined;
  try {
    decoded = await decode(photo);
    const { data, info } = await decoded.image
      .resize({ width: maxSide, height: maxSide, fit: "inside", withoutEnlargement: true })
      .jpeg({ quality: Math.round(photoJpegQuality * 100), mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { contentType: "image/jpeg", data, width: info.width, height: info.height, byteSize: data.length };
  } catch (error) {
    if (error instanceof PhotoError) throw error;
    throw unreadable(photo.name);
  } finally {
    // A HEIC's decoded pixels (up to 200 MB) are freed now rather than at the next garbage collection.
    decoded?.pixels?.transfer(0);
  }
}

type Decoded = { image: Sharp; pixels?: ArrayBuffer };

async function decode({ name, bytes, format, limit }: Checked): Promise<Decoded> {
  if (format === "heic") {
    const decoded = await decodeHeic(bytes, limit);
    if (!decoded.ok) {
      if (decoded.reason === "too-large") throw new PhotoError(tooLargeMessage(name, decoded.pixels));
      if (decoded.reason === "timeout") {
        throw new PhotoError(
          `"${name}" kon niet op tijd worden verwerkt. Probeer het nog eens, of stuur de foto als JPEG.`,
        );
      }
      throw unreadable(name);
    }
    // libheif has already turned the image upright (irot/imir); the raw pixels carry no metadata.
    const { width, height, data } = decoded;
    const image = sharp(data, { raw: { width, height, channels: 4 }, limitInputPixels: limit });
    return { image, pixels: data.buffer as ArrayBuffer };
  }
  // The limit was checked from the header already; sharp enforces it again while decoding.
  return { image: sharp(bytes, { failOn: "error", limitInputPixels: limit }).rotate() }; // EXIF orientation, then dropped
}

/**
 * The photos of one request, checked from their headers only: at most five, each within its format's pixel limit.
 * Nothing is decoded yet, so a refused photo costs no decoding of the others, and the caller can weigh the decoding
 * they would cost (`decodeCost`, in megapixels) against its budget first.
 */
export async function inspectPhotos(files: File[]): Promise<Checked[]> {
  const real = files.filter((file) => file.size > 0);
  if (real.length > maxPhotos) throw new PhotoError(`Je kunt maximaal ${maxPhotos} foto’s meesturen.`);
  const checked: Checked[] = [];
  for (const file of real) checked.push(await inspect(file));
  return checked;
}

/**
 * Re-encodes checked photos. The request takes one photo slot and converts its photos one after another: requests
 * are served in turn, so five requests at once finish after one, two, three... requests' time instead of all at
 * the end. A queue that is full, or a wait that lasts too long, refuses the photos with `busyMessage`.
 */
export async function convertPhotos(checked: Checked[], busyMessage: string): Promise<StoredPhoto[]> {
  if (checked.length === 0) return [];
  try {
    return await photoSlots.run(async () => {
      const out: StoredPhoto[] = [];
      for (const photo of checked) out.push(await convert(photo));
      return out;
    });
  } catch (error) {
    if (error instanceof QueueFull) throw new PhotoError(busyMessage);
    throw error;
  }
}

/** Both steps, for callers without a budget (tests, scripts). */
export async function processPhotos(files: File[]): Promise<StoredPhoto[]> {
  return convertPhotos(await inspectPhotos(files), "Er worden nu veel foto’s verwerkt. Probeer het zo opnieuw.");
}
