// `npm run bench:photos`: what the photo pipeline costs in memory, in this process (the HEIC worker thread
// included), for the cases tests/integration/photos.test.ts checks for behaviour: refusals from the headers, a
// 108 MP JPEG downscaled while decoding, and five requests at once sharing one photo slot. Reports the peak resident
// memory above the start of each case; it asserts nothing (the figures depend on the machine and what ran before).
import { readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { photoSlots } from "../lib/leads/photo-queue";
import { PhotoError, processPhotos } from "../lib/leads/photos";

const fixtures = path.join(import.meta.dirname, "../tests/fixtures");
const file = (name: string, bytes: Uint8Array = readFileSync(path.join(fixtures, name))) =>
  new File([new Uint8Array(bytes)], name);

/** Peak RSS above the start while `work` runs, sampled every 10 ms, and the most photo slots in use at once. */
async function measure(name: string, work: () => Promise<unknown>) {
  const start = process.memoryUsage.rss();
  let peak = start;
  let slots = 0;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
    slots = Math.max(slots, photoSlots.load.running);
  }, 10);
  const began = performance.now();
  try {
    await work();
  } finally {
    clearInterval(sampler);
  }
  const growthMb = (Math.max(peak, process.memoryUsage.rss()) - start) / 1e6;
  console.log(
    `${name.padEnd(44)} ${growthMb.toFixed(0).padStart(5)} MB above start, ${slots} slot(s), ${((performance.now() - began) / 1000).toFixed(1)} s`,
  );
}

const refused = (files: File[]) => processPhotos(files).catch((error) => (error instanceof PhotoError ? null : error));
const largeJpeg = await sharp({ create: { width: 12000, height: 9000, channels: 3, background: "#5a6b7c" } })
  .jpeg({ quality: 40 })
  .toBuffer();

await measure("HEIC 8192×8192 and 16384×16384 refused", async () => {
  await refused([file("heic-8192x8192-solid.heic")]);
  await refused([file("heic-16384x16384-solid.heic")]);
});
await measure("PNG 16000×16000 refused", () => refused([file("png-16000x16000-solid.png")]));
await measure("JPEG 108 MP accepted, downscaled", () => processPhotos([file("pano.jpg", largeJpeg)]));
await measure("five requests at once (seven 12 MP decodes)", () => {
  const heic = () => file("heic-12mp-phone.heic");
  const jpeg = () => file("pano.jpg", largeJpeg);
  return Promise.allSettled(
    [
      [heic(), jpeg()],
      [heic(), heic()],
      [jpeg(), heic()],
      [file("heic-8192x8192-solid.heic"), heic(), heic(), heic(), heic()],
      [file("png-16000x16000-solid.png")],
    ].map((files) => processPhotos(files)),
  );
});
process.exit(0); // the HEIC worker would keep the process alive for its idle second
