/**
 * Worker thread that decodes one HEIC photo at a time with libheif (WASM), so the decode never blocks the server's
 * event loop and the WASM memory, which only ever grows, goes away when the worker is terminated.
 * Started by heic-decoder.ts; self-contained because it is loaded as its own entry (in tests by Node directly).
 */
import { parentPort } from "node:worker_threads";
import decode from "heic-decode";

export type HeicJob = { bytes: Uint8Array; maxPixels: number };
export type HeicResult =
  | { ok: true; width: number; height: number; data: Uint8Array }
  | { ok: false; reason: "too-large"; pixels: number }
  | { ok: false; reason: "undecodable"; message: string };

async function run({ bytes, maxPixels }: HeicJob): Promise<HeicResult> {
  // Parses the boxes only; libheif's own idea of the size is checked again before anything is decoded.
  const images = await decode.all({ buffer: bytes });
  try {
    const image = images[0];
    if (!image) return { ok: false, reason: "undecodable", message: "no image" };
    const pixels = image.width * image.height;
    if (!(pixels > 0)) return { ok: false, reason: "undecodable", message: "image of zero size" };
    if (pixels > maxPixels) return { ok: false, reason: "too-large", pixels };
    const { width, height, data } = await image.decode();
    return { ok: true, width, height, data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength) };
  } finally {
    images.dispose();
  }
}

parentPort?.on("message", async (job: HeicJob) => {
  let result: HeicResult;
  try {
    result = await run(job);
  } catch (error) {
    result = { ok: false, reason: "undecodable", message: error instanceof Error ? error.message : String(error) };
  }
  // The pixels move to the main thread without a copy.
  parentPort?.postMessage(result, result.ok ? [result.data.buffer as ArrayBuffer] : []);
});
