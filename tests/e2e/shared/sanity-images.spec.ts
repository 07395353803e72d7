import { sizedImageSrc } from "@/lib/sanity/image-url";
import { expect, test } from "./fixtures";

// The running server's image optimizer takes a photo uploaded in the Studio (an asset on Sanity's CDN, sized by
// the CDN's URL parameters) past its allow-list. Refused means 400 '"url" parameter is not allowed'; past the list,
// the optimizer fetches the photo, which on a machine without a route to the CDN fails with a 500 (the CDN itself
// would answer 404 for this made-up asset).

const asset = sizedImageSrc("https://cdn.sanity.io/images/abc123xy/production/9f8e7d6c5b4a-4032x3024.jpg", {
  width: 1024,
  height: 768,
});
const optimizer = (url: string) => `/_next/image?url=${encodeURIComponent(url)}&w=640&q=75`;

test("next/image takes a Studio photo from Sanity's CDN, and nothing from another host", async ({ request }) => {
  const studioPhoto = await request.get(optimizer(asset));
  expect(await studioPhoto.text()).not.toContain("is not allowed");
  expect([200, 404, 500]).toContain(studioPhoto.status());

  const elsewhere = await request.get(optimizer("https://example.com/images/abc123xy/production/a-1x1.jpg"));
  expect(elsewhere.status()).toBe(400);
  expect(await elsewhere.text()).toContain('"url" parameter is not allowed');
});
