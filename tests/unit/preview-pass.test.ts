import { describe, expect, it } from "vitest";
import { issuePreviewPass, previewPassKey, previewPassSeconds, previewPassValid } from "@/lib/sanity/preview-pass";

const key = previewPassKey("viewer-token-of-the-project");
const now = Date.UTC(2026, 10, 29, 10, 0, 0);

describe("the site's preview pass", () => {
  it("holds from the valid secret until its lifetime ends, and not a second longer", () => {
    const pass = issuePreviewPass(key, now);
    expect(previewPassValid(pass, key, now)).toBe(true);
    expect(previewPassValid(pass, key, now + (previewPassSeconds - 1) * 1000)).toBe(true);
    expect(previewPassValid(pass, key, now + previewPassSeconds * 1000)).toBe(false);
    expect(previewPassSeconds).toBeLessThanOrEqual(4 * 60 * 60);
  });

  it("ends for everyone once the key changes (a new Viewer token)", () => {
    const pass = issuePreviewPass(key, now);
    expect(previewPassValid(pass, previewPassKey("the-next-viewer-token"), now)).toBe(false);
  });

  it("cannot be stretched, forged or taken from Next's draft-mode cookie", () => {
    const pass = issuePreviewPass(key, now);
    const [version, endsAt, signature] = pass.split(".");
    const later = Number(endsAt) + 3600;
    expect(previewPassValid(`${version}.${later}.${signature}`, key, now)).toBe(false);
    // A pass that ends further away than a new one would is refused even when signed (a clock or a key gone wrong).
    const farAhead = issuePreviewPass(key, now + 24 * 3600 * 1000);
    expect(previewPassValid(farAhead, key, now)).toBe(false);
    for (const forged of [
      "",
      undefined,
      "a928f4a682d151b0c7f8ecdfe4adc7a2",
      `${version}.${endsAt}.`,
      `${version}.${endsAt}.${"A".repeat(43)}`,
      `v2.${endsAt}.${signature}`,
      `${pass}x`,
    ]) {
      expect(previewPassValid(forged, key, now), String(forged)).toBe(false);
    }
  });
});
