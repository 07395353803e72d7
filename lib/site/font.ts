import localFont from "next/font/local";

/**
 * The site's typeface: Archivo (SIL Open Font License 1.1, lib/site/fonts/Archivo-OFL.txt), self-hosted: one variable
 * file made from the npm package @fontsource-variable/archivo, cut to the characters and weights the site uses
 * (lib/site/font-subset.ts: 25 KB instead of the package's 35 KB, which a phone's first screen waited for);
 * italics are the browser's slanted roman, so no second file. `display: swap` shows the text at once in a fallback whose metrics are adjusted to Archivo's (Arial, `adjustFontFallback`), so the swap barely moves a line.
 * The two root layouts that render public pages (app/(site)/layout.tsx, app/global-not-found.tsx) put its variable
 * on <html>; app/globals.css makes it the sans-serif family. The admin and the Studio keep the system fonts.
 */
export const archivo = localFont({
  src: "./fonts/archivo-site.woff2",
  weight: "400 800",
  style: "normal",
  display: "swap",
  adjustFontFallback: "Arial",
  fallback: ["ui-sans-serif", "system-ui", "sans-serif"],
  variable: "--font-archivo",
});
