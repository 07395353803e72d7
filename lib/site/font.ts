import localFont from "next/font/local";

/**
 * The site's typeface: Archivo (SIL Open Font License 1.1), self-hosted from the npm package
 * @fontsource-variable/archivo. One variable file (the Latin subset, weights 100–900, ~35 KB) for every weight the
 * site uses; italics are the browser's slanted roman, so no second file. `display: swap` shows the text at once in a
 * fallback whose metrics are adjusted to Archivo's (Arial, `adjustFontFallback`), so the swap barely moves a line.
 * The two root layouts that render public pages (app/(site)/layout.tsx, app/global-not-found.tsx) put its variable
 * on <html>; app/globals.css makes it the sans-serif family. The admin and the Studio keep the system fonts.
 */
export const archivo = localFont({
  src: "../../node_modules/@fontsource-variable/archivo/files/archivo-latin-wght-normal.woff2",
  weight: "100 900",
  style: "normal",
  display: "swap",
  adjustFontFallback: "Arial",
  fallback: ["ui-sans-serif", "system-ui", "sans-serif"],
  variable: "--font-archivo",
});
