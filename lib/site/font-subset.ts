/**
 * What the site's own copy of Archivo keeps (lib/site/fonts/archivo-site.woff2, made by `npm run font:subset` from
 * the npm package @fontsource-variable/archivo). The package's Latin file holds about 250 characters and every weight
 * from 100 to 900 (35 KB); on a phone's first load the font is part of what the first screen waits for, so the
 * site keeps only what Dutch text and the pages use: ASCII, the accented letters of Western European names, and the
 * typographic signs below, at the weights the styles use (400–800). 25 KB. A character outside it (typed in the
 * Studio) still shows, in the adjusted fallback font; tests/unit/font-subset.test.ts checks that the content and
 * the components use none, and that the file in the repository is what this list makes.
 */
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join("");

export const fontCharacters =
  range(0x20, 0x7e) + // ASCII
  range(0xc0, 0xff) + // À–ÿ: the accented letters (é, ë, ï, ö, ü, ç, ñ …), with × and ÷
  "\u00a0©®°±²³·¼½¾«»€–—‘’‚“”„…•‹›™′″";

/** The weights the type scale and Tailwind's font-medium … font-extrabold use (app/globals.css). */
export const fontWeights = { min: 400, max: 800 };

export const fontSourceFile = "node_modules/@fontsource-variable/archivo/files/archivo-latin-wght-normal.woff2";
export const fontSubsetFile = "lib/site/fonts/archivo-site.woff2";
