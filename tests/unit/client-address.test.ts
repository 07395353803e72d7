import { describe, expect, it } from "vitest";
import { parseTrustedProxies } from "@/lib/config";
import { variantFields } from "@/lib/forms/contract";
import { bodyLimitFor, leadFormBodyBytes, noFormBodyBytes, textFormBodyBytes } from "@/lib/security/body-limits";
import { addressBucket, normaliseAddress, resolveClientAddress } from "@/lib/security/client-address";
import { sitePages } from "@/lib/site/routes";

describe("the visitor's address", () => {
  it("is the connection's own address when no proxy is trusted, whatever the client sends", () => {
    expect(resolveClientAddress("203.0.113.9", undefined, 0)).toBe("203.0.113.9");
    expect(resolveClientAddress("203.0.113.9", "1.2.3.4", 0)).toBe("203.0.113.9");
    expect(resolveClientAddress("::ffff:203.0.113.9", "1.2.3.4, 5.6.7.8", 0)).toBe("203.0.113.9");
  });

  it("is what the outermost trusted proxy saw, never an entry the client wrote", () => {
    // A client behind one proxy sends a forged entry; the proxy appends the real address.
    expect(resolveClientAddress("10.0.0.2", "6.6.6.6, 198.51.100.7", 1)).toBe("198.51.100.7");
    // Two proxies (CDN then load balancer): the CDN appended the client, the balancer appended the CDN.
    expect(resolveClientAddress("10.0.0.2", "6.6.6.6, 198.51.100.7, 172.16.0.5", 2)).toBe("198.51.100.7");
    // Several headers count as one list.
    expect(resolveClientAddress("10.0.0.2", ["6.6.6.6", "198.51.100.7"], 1)).toBe("198.51.100.7");
  });

  it("falls back to the nearest valid hop when a proxy is missing or an entry is garbage", () => {
    // Configured for a proxy but reached directly: only the peer is known.
    expect(resolveClientAddress("198.51.100.7", undefined, 1)).toBe("198.51.100.7");
    expect(resolveClientAddress("10.0.0.2", "not-an-address", 1)).toBe("10.0.0.2");
    expect(resolveClientAddress(undefined, undefined, 0)).toBe("unknown");
  });

  it("strips ports, brackets and the IPv4-mapped prefix", () => {
    expect(normaliseAddress("198.51.100.7:4711")).toBe("198.51.100.7");
    expect(normaliseAddress("[2001:db8::1]:443")).toBe("2001:db8::1");
    expect(normaliseAddress("::FFFF:192.0.2.1")).toBe("192.0.2.1");
    expect(normaliseAddress("<script>")).toBeNull();
  });

  it("counts IPv6 by /64 network and IPv4 by address", () => {
    expect(addressBucket("2001:db8:1:2:aaaa:bbbb:cccc:dddd")).toBe("2001:db8:1:2::/64");
    expect(addressBucket("2001:db8:1:2::1")).toBe(addressBucket("2001:db8:1:2:ffff::9"));
    expect(addressBucket("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(addressBucket("2001:db8:1:3::1")).not.toBe(addressBucket("2001:db8:1:2::1"));
    expect(addressBucket("192.0.2.1")).toBe("192.0.2.1");
  });

  it("reads TRUSTED_PROXIES strictly", () => {
    expect(parseTrustedProxies(undefined)).toBe(0);
    expect(parseTrustedProxies("2")).toBe(2);
    expect(() => parseTrustedProxies("yes")).toThrow(/TRUSTED_PROXIES/);
    expect(() => parseTrustedProxies("-1")).toThrow();
  });
});

describe("body limits", () => {
  it("give each endpoint what it needs and no more", () => {
    expect(bodyLimitFor("/api/events", "application/json")).toBeLessThanOrEqual(4096);
    expect(bodyLimitFor("/api/auth/sign-in/email", "application/json")).toBeLessThanOrEqual(8192);
    expect(bodyLimitFor("/auth", "multipart/form-data; boundary=x")).toBeLessThanOrEqual(16 * 1024);
    expect(bodyLimitFor("/admin/aanvragen", "multipart/form-data; boundary=x")).toBeLessThanOrEqual(64 * 1024);
    expect(bodyLimitFor("/offerte-aanvragen", "multipart/form-data; boundary=x")).toBe(leadFormBodyBytes);
    expect(bodyLimitFor("/offerte-aanvragen", "text/plain")).toBeLessThanOrEqual(64 * 1024);
    expect(bodyLimitFor("/api/eventsx", "application/json")).toBeLessThanOrEqual(16 * 1024);
  });

  it("give a public page the body its own forms need: photos, text only, or nothing", () => {
    const multipart = "multipart/form-data; boundary=x";
    // Each page whose forms show a photo field, by the route registry and the form contract.
    const photoPages = sitePages
      .filter((page) => page.forms.some((form) => variantFields[form].includes("photos")))
      .map((page) => page.path);
    // The home page has one form, the short one: no photos.
    expect(photoPages).toEqual(["/offerte-aanvragen", "/contact", "/stormschade-melden"]);
    for (const page of sitePages) {
      const expected = photoPages.includes(page.path)
        ? leadFormBodyBytes
        : page.forms.length > 0
          ? textFormBodyBytes
          : noFormBodyBytes;
      expect(bodyLimitFor(page.path, multipart), page.path).toBe(expected);
    }
    expect(bodyLimitFor("/dakdekker-uden", multipart)).toBe(textFormBodyBytes);
    expect(bodyLimitFor("/dakdekker/uden", multipart)).toBe(textFormBodyBytes);
    expect(bodyLimitFor("/tips-en-advies/plat-dak-of-hellend-dak", multipart)).toBe(noFormBodyBytes);
    expect(bodyLimitFor("/over-ons", multipart)).toBe(noFormBodyBytes);
    expect(bodyLimitFor("/geen-pagina", multipart)).toBe(noFormBodyBytes);
    expect(bodyLimitFor("/_next/static/x.js", "text/plain")).toBe(noFormBodyBytes);
    // A form without photos: a few tens of KB, well under a single photo.
    expect(textFormBodyBytes).toBeGreaterThan(16 * 1024);
    expect(textFormBodyBytes).toBeLessThanOrEqual(64 * 1024);
    expect(noFormBodyBytes).toBeLessThanOrEqual(4 * 1024);
    // Only a multipart form may be large.
    expect(bodyLimitFor("/", "text/plain;charset=UTF-8")).toBe(textFormBodyBytes);
  });
});
