import { describe, expect, it } from "vitest";
import { addressSettings, parseClientAddressSource } from "@/lib/config";
import { bodyRefusal, leadFormBodyBytes } from "@/lib/security/body-limits";
import { addressBucket, addressFromHeaders } from "@/lib/security/client-address";

const headers = (values: Record<string, string>) => new Headers(values);

describe("where the visitor's address comes from (CLIENT_ADDRESS_SOURCE)", () => {
  it("defaults to the connection, or to the proxies when TRUSTED_PROXIES names some", () => {
    expect(addressSettings({})).toEqual({ source: "socket", trustedProxies: 0 });
    expect(addressSettings({ TRUSTED_PROXIES: "1" })).toEqual({ source: "proxies", trustedProxies: 1 });
    expect(addressSettings({ CLIENT_ADDRESS_SOURCE: "Vercel" })).toEqual({ source: "vercel", trustedProxies: 0 });
    expect(addressSettings({ CLIENT_ADDRESS_SOURCE: "socket", TRUSTED_PROXIES: "1" }).source).toBe("socket");
  });

  it("refuses a source it does not know, and proxies without a proxy", () => {
    expect(() => parseClientAddressSource("header", 0)).toThrow(/socket, proxies, vercel/);
    expect(() => parseClientAddressSource("proxies", 0)).toThrow(/TRUSTED_PROXIES/);
  });

  it("socket: headers alone name nobody, whatever the client writes", () => {
    const forged = headers({
      "x-forwarded-for": "1.2.3.4",
      "x-vercel-forwarded-for": "1.2.3.4",
      "x-real-ip": "1.2.3.4",
    });
    expect(addressFromHeaders(forged, "socket", 0)).toBeNull();
    expect(addressFromHeaders(forged, "socket", 2)).toBeNull();
  });

  it("proxies: a rotating client-written prefix keeps one bucket; the trusted proxy's entry decides", () => {
    const buckets = new Set(
      Array.from({ length: 20 }, (_, i) =>
        addressBucket(addressFromHeaders(headers({ "x-forwarded-for": `6.6.${i}.${i}, 203.0.113.10` }), "proxies", 1)!),
      ),
    );
    expect([...buckets]).toEqual(["203.0.113.10"]);
    // Two proxies (a CDN then the load balancer): the CDN's entry is the client.
    const twoHops = headers({ "x-forwarded-for": "6.6.6.6, 198.51.100.7, 172.16.0.5" });
    expect(addressFromHeaders(twoHops, "proxies", 2)).toBe("198.51.100.7");
    // IPv6 clients rotating inside their /64 stay one household.
    const v6 = ["2001:db8:1:2::1", "2001:db8:1:2:ffff::9"].map((address) =>
      addressBucket(addressFromHeaders(headers({ "x-forwarded-for": `6.6.6.6, ${address}` }), "proxies", 1)!),
    );
    expect(new Set(v6).size).toBe(1);
  });

  it("proxies: no entry or a garbage entry gives no address a client could pick", () => {
    expect(addressFromHeaders(headers({}), "proxies", 1)).toBe("unknown");
    expect(addressFromHeaders(headers({ "x-forwarded-for": "6.6.6.6, <script>" }), "proxies", 1)).toBe("unknown");
    // Fewer entries than proxies: the nearest valid one, which a trusted proxy appended.
    expect(addressFromHeaders(headers({ "x-forwarded-for": "203.0.113.10" }), "proxies", 2)).toBe("203.0.113.10");
  });

  it("vercel: only the platform's own headers count, and only in vercel mode", () => {
    const onVercel = headers({
      "x-forwarded-for": "6.6.6.6",
      "x-vercel-forwarded-for": "198.51.100.7",
      "x-real-ip": "198.51.100.8",
    });
    expect(addressFromHeaders(onVercel, "vercel", 0)).toBe("198.51.100.7");
    expect(addressFromHeaders(headers({ "x-real-ip": "198.51.100.8" }), "vercel", 0)).toBe("198.51.100.8");
    expect(addressFromHeaders(headers({ "x-forwarded-for": "6.6.6.6" }), "vercel", 0)).toBe("unknown");
    // The same headers sent to a self-hosted server are just text a client wrote.
    expect(addressFromHeaders(onVercel, "proxies", 1)).toBe("6.6.6.6");
    expect(addressFromHeaders(headers({ "x-vercel-forwarded-for": "198.51.100.7" }), "proxies", 1)).toBe("unknown");
  });
});

describe("the body refusal shared by server.ts and proxy.ts", () => {
  const check = (
    method: string,
    path: string,
    contentLength?: string,
    transferEncoding?: string,
    contentType?: string,
  ) => bodyRefusal(method, path, { contentLength, transferEncoding, contentType });

  it("lets a request go on when its declared body fits its route", () => {
    expect(check("GET", "/")).toBeNull();
    expect(check("POST", "/api/events", "200", undefined, "application/json")).toBeNull();
    expect(
      check("POST", "/offerte-aanvragen", String(leadFormBodyBytes), undefined, "multipart/form-data; boundary=x"),
    ).toBeNull();
  });

  it("answers 413 in Dutch above the limit, naming the photo limit on a photo form", () => {
    expect(check("POST", "/over-ons", "5000", undefined, "multipart/form-data; boundary=x")).toEqual({
      status: 413,
      text: "Dit verzoek is te groot.",
    });
    const photos = check(
      "POST",
      "/offerte-aanvragen",
      String(leadFormBodyBytes + 1),
      undefined,
      "multipart/form-data; boundary=x",
    );
    expect(photos?.status).toBe(413);
    expect(photos?.text).toContain("maximaal 5 foto’s");
    expect(check("POST", "/api/events", "not-a-number")?.status).toBe(413);
  });

  it("answers 411 to a body without a declared length, except on a method without a body", () => {
    expect(check("POST", "/api/events", undefined, "chunked")).toEqual({
      status: 411,
      text: "Lengte ontbreekt: stuur een Content-Length mee.",
    });
    expect(check("GET", "/", undefined, "chunked")).toBeNull();
  });
});
