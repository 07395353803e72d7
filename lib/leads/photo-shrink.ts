/**
 * Shrinks the photos a visitor picks in the request form, in the browser, before they are sent: each becomes a
 * JPEG whose longest side is the stored photo's (`photoMaxSide`), so five phone photos travel in about 3 MB
 * instead of 25 and fit every host's body limit (Vercel's functions take 4.5 MB) on mobile data.
 *
 * Loaded with import() by the request form (components/contact/lead-form.tsx) when a file is picked, so no page
 * pays for it before.
 * Browser APIs only. A file the browser cannot decode (HEIC on Chromium), one over the byte limit and one whose
 * re-encode is not smaller are kept as picked: the server checks and shrinks those itself (lib/leads/photos.ts).
 * A re-encoded photo carries no metadata (no GPS, no camera serial); the server strips the originals.
 */
import { maxPhotoBytes, maxPhotos, photoContentTypes } from "../forms/form-limits";
import { photoJpegQuality, photoMaxSide } from "./photo-size";

/** The size a width × height photo is shrunk to: longest side at most `maxSide`, proportions kept, never enlarged. */
export function shrunkSize(width: number, height: number, maxSide: number = photoMaxSide) {
  const longest = Math.max(width, height);
  if (longest <= maxSide) return { width, height };
  const side = (length: number) =>
    length === longest ? maxSide : Math.max(1, Math.round((length * maxSide) / longest));
  return { width: side(width), height: side(height) };
}

/** The name of a re-encoded photo: the picked file's name ending in .jpg ("IMG_0042.HEIC" → "IMG_0042.jpg"). */
export function jpegName(name: string): string {
  return `${name.replace(/\.[^.]*$/, "") || "foto"}.jpg`;
}

const acceptedTypes = new Set<string>(photoContentTypes);

/**
 * Whether a picked file is worth decoding: a photo type the form takes (or, without a type, a HEIC by its name, as
 * some pickers send it) and within the byte limit; a larger one goes as it is and gets the server's message.
 */
export function shrinkable(file: { name: string; type: string; size: number }): boolean {
  if (file.size === 0 || file.size > maxPhotoBytes) return false;
  return file.type ? acceptedTypes.has(file.type) : /\.hei[cf]$/i.test(file.name);
}

/**
 * The picked files with each photo shrunk, in order; a file that is not shrunk is the same File. More than the
 * form's maximum are left alone (the server refuses them with its message). One photo is decoded at a time, so a
 * phone holds one decoded photo (48 MB for 12 MP) at a time.
 */
export async function shrinkPhotos(files: readonly File[]): Promise<File[]> {
  if (files.length > maxPhotos) return [...files];
  const out: File[] = [];
  for (const file of files) out.push(await shrinkPhoto(file));
  return out;
}

async function shrinkPhoto(file: File): Promise<File> {
  if (!shrinkable(file)) return file;
  let bitmap: ImageBitmap | undefined;
  try {
    // Turned upright by its EXIF orientation; the pixels drawn below carry no metadata.
    bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
    const blob = await encode(bitmap, shrunkSize(bitmap.width, bitmap.height));
    // Never larger than picked, and never something else than a JPEG (a browser that cannot write one gives a PNG).
    if (blob.type !== "image/jpeg" || blob.size >= file.size) return file;
    return new File([blob], jpegName(file.name), { type: "image/jpeg", lastModified: file.lastModified });
  } catch {
    return file; // not decodable here (HEIC on Chromium, a broken file): the server decides
  } finally {
    bitmap?.close();
  }
}

type Size = { width: number; height: number };
type Context = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

function draw(context: Context | null, bitmap: ImageBitmap, { width, height }: Size) {
  if (!context) throw new Error("no 2d canvas");
  // A transparent PNG (a screenshot) on white, as it looked on screen, rather than on JPEG's black.
  context.fillStyle = "#fff";
  context.fillRect(0, 0, width, height);
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = "high";
  context.drawImage(bitmap, 0, 0, width, height);
}

async function encode(bitmap: ImageBitmap, size: Size): Promise<Blob> {
  if (typeof OffscreenCanvas === "function") {
    const canvas = new OffscreenCanvas(size.width, size.height);
    draw(canvas.getContext("2d"), bitmap, size);
    return canvas.convertToBlob({ type: "image/jpeg", quality: photoJpegQuality });
  }
  const canvas = document.createElement("canvas");
  canvas.width = size.width;
  canvas.height = size.height;
  draw(canvas.getContext("2d"), bitmap, size);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("toBlob"))), "image/jpeg", photoJpegQuality),
  );
}

const sameFiles = (a: readonly File[], b: readonly File[]) =>
  a.length === b.length && a.every((file, i) => file === b[i]);

/**
 * Shrinks the files picked in `input` and puts the result in their place, all at once, through a DataTransfer:
 * the form then posts the shrunk files as it would the picked ones. Nothing changes when nothing got smaller, or
 * when the visitor picked other files meanwhile (those have their own turn).
 */
export async function shrinkInput(input: HTMLInputElement, picked: readonly File[]): Promise<void> {
  const shrunk = await shrinkPhotos(picked);
  if (sameFiles(shrunk, picked) || !sameFiles(Array.from(input.files ?? []), picked)) return;
  const transfer = new DataTransfer();
  for (const file of shrunk) transfer.items.add(file);
  input.files = transfer.files;
}
