/**
 * What the site's own copy of Archivo keeps (lib/site/fonts/archivo-site.woff2, made by `npm run font:subset` from
 * the npm package @fontsource-variable/archivo). The package's Latin file holds about 250 characters, every weight
 * from 100 to 900 and a dozen OpenType features (35 KB). On a phone's first load the font is part of what the first
 * screen waits for: Lighthouse's phone (1.6 Mbit/s) pays about 5 ms per KB of it. So the site keeps only what Dutch
 * text and the pages use: ASCII, the accented letters of Dutch and of its French and German loanwords (ideeën,
 * één, café, façade, coupé), the typographic signs below, the weights the styles use (400–800), and of the features
 * only kerning and tabular figures: 20 KB. A character outside it (typed in the Studio) still shows, in the adjusted
 * fallback font; tests/unit/font-subset.test.ts checks that the content and the components use none, and that the
 * file in the repository is what this list makes.
 */
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join("");

const accented = "àáâäçèéêëíîïñóôöúûü";

export const fontCharacters =
  range(0x20, 0x7e) + // ASCII
  accented +
  accented.toUpperCase() +
  "\u00a0©®°±²³·¼½¾×«»€–—‘’‚“”„…•‹›™′″";

/** The weights the type scale and Tailwind's font-medium … font-extrabold use (app/globals.css). */
export const fontWeights = { min: 400, max: 800 };

/**
 * The OpenType features kept: kerning, and tabular figures for `tabular-nums` (prices and phone numbers). Archivo's
 * others (fractions, ordinals, stylistic sets, ligatures the browser does not apply by default) are never asked for.
 */
export const fontFeatures = ["kern", "tnum"];

export const fontSourceFile = "node_modules/@fontsource-variable/archivo/files/archivo-latin-wght-normal.woff2";
export const fontSubsetFile = "lib/site/fonts/archivo-site.woff2";
