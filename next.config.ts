import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // Public pages are static HTML; content reads are cached with `'use cache'` and revalidated by tag.
  cacheComponents: true,
  poweredByHeader: false,
  // PGlite loads its WASM build at run time and breaks when bundled.
  serverExternalPackages: ["@electric-sql/pglite", "heic-decode", "libheif-js"],
  experimental: {
    // The public site, the admin and the Studio each have their own root layout, so unknown URLs need this.
    globalNotFound: true,
    // Up to five photos of 10 MB each travel with a request form.
    serverActions: { bodySizeLimit: "52mb" },
  },
  async rewrites() {
    // `/dakdekker-{town}` is the public address; a folder named `dakdekker-[town]` is not a valid route segment.
    return [{ source: "/dakdekker-:town", destination: "/dakdekker/:town" }];
  },
  async redirects() {
    // Only one address per town page may be indexed.
    return [{ source: "/dakdekker/:town", destination: "/dakdekker-:town", permanent: true }];
  },
};

export default nextConfig;
