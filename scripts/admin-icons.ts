/**
 * Draws the installed admin's icons (public/admin/icons/) from the site's mark (app/icon.svg): "any" icons with
 * rounded corners, maskable icons filled to the edge with the roof inside the central safe circle (a launcher may
 * cut them to any shape), and the iPhone's home-screen icon (square: iOS rounds it itself).
 * Run: npx tsx scripts/admin-icons.ts
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";

const out = path.join(import.meta.dirname, "../public/admin/icons");
const roof = (scale: number) => {
  // The mark's roof and walls, drawn in a 64-unit box, shrunk about its centre by `scale`.
  const t = 32 * (1 - scale);
  return `<g transform="translate(${t} ${t}) scale(${scale})"><path d="M10 40 32 18l22 22" fill="none" stroke="#c2410c" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/><path d="M20 40v12h24V40" fill="none" stroke="#fff" stroke-width="5" stroke-linejoin="round"/></g>`;
};
const svg = (corner: number, scale: number) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="${corner}" fill="#0f2a44"/>${roof(scale)}</svg>`,
  );

mkdirSync(out, { recursive: true });
const icons: [string, number, Buffer][] = [
  ["icon-192.png", 192, svg(12, 1)],
  ["icon-512.png", 512, svg(12, 1)],
  // The safe zone of a maskable icon is the central circle of 80 % of its width.
  ["maskable-192.png", 192, svg(0, 0.72)],
  ["maskable-512.png", 512, svg(0, 0.72)],
  ["apple-touch-icon.png", 180, svg(0, 0.85)],
];
for (const [name, size, source] of icons) {
  await sharp(source, { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(out, name));
}
console.log(`${icons.length} icons in ${path.relative(process.cwd(), out)}`);
