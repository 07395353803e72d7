import { PHASE_PRODUCTION_SERVER } from "next/constants";
import { hasRemoteMatch } from "next/dist/shared/lib/match-remote-pattern";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BeforeAfterGallery } from "@/components/sections/before-after-gallery";
import { sanityImagePathname, sizedImageSrc } from "@/lib/sanity/image-url";
import config from "@/next.config";

// A photo uploaded in the Studio has an asset URL on Sanity's image CDN. next/image fetches a remote image only when
// next.config.ts allows its address (else it answers 400 "url parameter is not allowed"); the page asks the CDN
// for the size its frame needs. tests/e2e/shared/sanity-images.spec.ts asks the running server's optimizer itself.

const asset = "https://cdn.sanity.io/images/abc123xy/production/9f8e7d6c5b4a-4032x3024.jpg";

describe("photos uploaded in the Studio", () => {
  it("are sized by the CDN through its URL parameters; photos shipped with the site are left as they are", () => {
    const sized = new URL(sizedImageSrc(asset, { width: 1024, height: 768 }));
    expect(`${sized.origin}${sized.pathname}`).toBe(asset);
    expect(Object.fromEntries(sized.searchParams)).toEqual({ w: "1024", h: "768", fit: "crop", auto: "format" });
    expect(sizedImageSrc("/images/projects/after-1.jpg", { width: 1024, height: 768 })).toBe(
      "/images/projects/after-1.jpg",
    );
  });

  it("are allowed by next/image, sized, and nothing from another host", async () => {
    const { remotePatterns = [] } = (await config(PHASE_PRODUCTION_SERVER)).images ?? {};
    const allowed = (url: string) => hasRemoteMatch([], remotePatterns, new URL(url));
    expect(allowed(sizedImageSrc(asset, { width: 1200, height: 675 }))).toBe(true);
    expect(allowed("https://example.com/images/abc123xy/production/a-1x1.jpg")).toBe(false);
    expect(allowed("http://cdn.sanity.io/images/abc123xy/production/a-1x1.jpg")).toBe(false);
  });

  it("are limited to the project's own dataset when the project is known at build time", () => {
    const patterns = [
      {
        protocol: "https" as const,
        hostname: "cdn.sanity.io",
        pathname: sanityImagePathname("abc123xy", "production"),
      },
    ];
    const allowed = (url: string) => hasRemoteMatch([], patterns, new URL(url));
    expect(allowed(sizedImageSrc(asset, { width: 800, height: 600 }))).toBe(true);
    expect(allowed("https://cdn.sanity.io/images/otherproj/production/a-1x1.jpg")).toBe(false);
    expect(allowed("https://cdn.sanity.io/images/abc123xy/staging/a-1x1.jpg")).toBe(false);
    expect(sanityImagePathname("", "production")).toBe("/images/**");
  });

  it("render through the image optimizer at the size the page asked the CDN for", () => {
    const photo = (alt: string) => ({ src: asset, alt });
    const markup = renderToStaticMarkup(
      createElement(BeforeAfterGallery, {
        projects: [
          {
            _id: "p",
            title: "Dak",
            caption: "Lek gedicht",
            before: photo("Voor"),
            after: photo("Na"),
            ownWork: true,
          },
        ],
        sampleLabel: "Voorbeeld",
      }),
    );
    const src = markup.match(/<img[^>]*\ssrc="([^"]+)"/)?.[1]?.replaceAll("&amp;", "&") ?? "";
    const optimized = new URL(src, "http://localhost");
    expect(optimized.pathname).toBe("/_next/image");
    const fetched = new URL(optimized.searchParams.get("url") ?? "");
    expect(fetched.hostname).toBe("cdn.sanity.io");
    expect(Object.fromEntries(fetched.searchParams)).toEqual({ w: "1024", h: "768", fit: "crop", auto: "format" });
  });
});
