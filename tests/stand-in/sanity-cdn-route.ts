/**
 * For a test server only, loaded before it with `--import` (see {@link sanityCdnRouteEnv}): the server's `fetch` of
 * Sanity's image CDN (`https://cdn.sanity.io/…`, which next/image's optimizer fetches for an uploaded photo) goes to
 * the Content Lake stand-in's plain HTTP port named by SANITY_CDN_STAND_IN, with the same path and parameters. It is
 * the server's counterpart of Chromium's --host-resolver-rules for the browser (tests/e2e/studio/fixtures.ts): the
 * site keeps building and allowing `https://cdn.sanity.io` addresses as in production. Every other request is left
 * alone. next/image's check that a host does not resolve to a private address still runs on `cdn.sanity.io`.
 */

const target = process.env.SANITY_CDN_STAND_IN;

if (target) {
  const original = globalThis.fetch;
  const mapped = (input: string | URL | Request): URL | null => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    return url.protocol === "https:" && url.hostname === "cdn.sanity.io"
      ? new URL(`${url.pathname}${url.search}`, target)
      : null;
  };
  globalThis.fetch = (input, init) => {
    const to = mapped(input);
    if (!to) return original(input, init);
    return original(input instanceof Request ? new Request(to, input) : to, init);
  };
}

/** The environment that loads this route into a server started with it, for a stand-in's plain HTTP origin. */
export const sanityCdnRouteEnv = (httpOrigin: string) => ({
  SANITY_CDN_STAND_IN: httpOrigin,
  NODE_OPTIONS: [process.env.NODE_OPTIONS, `--import=${import.meta.filename}`].filter(Boolean).join(" "),
});
