import localFont from "next/font/local";

/**
 * The site's typeface: Archivo (SIL Open Font License 1.1, lib/site/fonts/Archivo-OFL.txt), self-hosted: one variable
 * file made from the npm package @fontsource-variable/archivo, cut to the characters, weights and features the site
 * uses (lib/site/font-subset.ts: 20 KB instead of the package's 35 KB); italics are the browser's slanted roman, so
 * no second file.
 *
 * Preloaded, with `display: swap`: most visits paint in Archivo from the start (Chrome holds the first paint a moment
 * for a preloaded font), and a slow phone paints at once in "Archivo fallback" (app/globals.css: Arial, Liberation
 * Sans or Roboto scaled to Archivo's width and line box, so the swap barely moves a line). Without the preload
 * Lighthouse's LCP was no better and the swap came on every first visit; measured in docs/decisions.md ("Colour roles
 * and type scale").
 *
 * The two root layouts that render public pages (app/(site)/layout.tsx, app/global-not-found.tsx) put its variable
 * on <html>; app/globals.css makes it the sans-serif family. The admin and the Studio keep the system fonts.
 */
export const archivo = localFont({
  src: "./fonts/archivo-site.woff2",
  weight: "400 800",
  style: "normal",
  display: "swap",
  adjustFontFallback: false,
  fallback: ["Archivo fallback", "ui-sans-serif", "system-ui", "sans-serif"],
  variable: "--font-archivo",
});
