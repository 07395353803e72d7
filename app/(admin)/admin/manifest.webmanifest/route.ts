import { getSiteSettings } from "@/lib/content/site-settings";

/**
 * The web app manifest of the admin, so the owner can put /admin on a phone's home screen as an app of its own. Only
 * the admin's layout links it: a public page is never installable and never offered the admin. Public (a browser
 * fetches a manifest without the sign-in cookie); it names the company and nothing else.
 *
 * The scope is "/admin", not "/admin/": the app starts at the dashboard, /admin, and a start URL outside the scope
 * would make a browser widen the scope to the whole site. Every admin address starts with "/admin" and no public one
 * does (lib/site/routes.ts), so the installed app holds the admin and opens every public page in the browser.
 * The service worker (public/admin/sw.js) has its own, narrower scope, /admin/.
 */
export async function GET() {
  const { companyName } = await getSiteSettings();
  const manifest = {
    id: "/admin",
    name: `Beheer ${companyName}`,
    short_name: "Beheer",
    description: `Aanvragen en meldingen van ${companyName}`,
    lang: "nl",
    dir: "ltr",
    start_url: "/admin",
    scope: "/admin",
    display: "standalone",
    background_color: "#f1f5f9",
    theme_color: "#0f2a44",
    icons: [
      { src: "/admin/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/admin/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/admin/icons/maskable-192.png", sizes: "192x192", type: "image/png", purpose: "maskable" },
      { src: "/admin/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
  return new Response(JSON.stringify(manifest), {
    headers: { "content-type": "application/manifest+json; charset=utf-8" },
  });
}
