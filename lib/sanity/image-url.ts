/**
 * Photos uploaded in the Studio live on Sanity's image CDN (`https://cdn.sanity.io/images/{project}/{dataset}/…`).
 * The CDN crops and scales them itself through URL parameters, so a page asks for the size its frame needs rather
 * than the original upload (often a 12-megapixel phone photo); next/image then makes its own widths from that.
 * Plain relative imports only: next.config.ts imports this file.
 */

export const sanityImageHost = "cdn.sanity.io";

/**
 * The asset paths next/image may fetch (next.config.ts `images.remotePatterns`): only this project's dataset when
 * the project is known at build time, else any project's images on the CDN.
 */
export const sanityImagePathname = (projectId: string, dataset: string) =>
  projectId ? `/images/${projectId}/${dataset}/**` : "/images/**";

/**
 * A photo's address sized for a frame of `width` × `height` pixels: an asset on the CDN is cropped to that shape and
 * sent in the best format the fetcher accepts (w, h, fit=crop, auto=format); a photo shipped with the site
 * (`/images/…`) is returned as it is.
 */
export function sizedImageSrc(src: string, size: { width: number; height: number }): string {
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return src;
  }
  if (url.protocol !== "https:" || url.hostname !== sanityImageHost) return src;
  url.searchParams.set("w", String(Math.round(size.width)));
  url.searchParams.set("h", String(Math.round(size.height)));
  url.searchParams.set("fit", "crop");
  url.searchParams.set("auto", "format");
  return url.toString();
}
