import { describe, expect, it } from "vitest";
import { adsConversionsCsv, conversionTime } from "@/lib/admin/ads-export";
import { channelOf, visitFrom } from "@/lib/analytics/attribution";
import { attributionLine, deviceOf, leadAttribution, maxTagLength } from "@/lib/analytics/lead-attribution";

const request = { referer: null, userAgent: null, host: "dak.example" };
const visit = (value: object) => JSON.stringify(value);

describe("a visit as the browser notes it", () => {
  it("keeps the landing page, campaign tags, the first click id and another site's host", () => {
    const params = new URLSearchParams("utm_source=google&utm_medium=cpc&utm_campaign=lekkage&wbraid=W1&gclid=G1");
    expect(visitFrom("/dakdekker-uden", params, "https://www.google.nl/", "dak.example")).toEqual({
      landing: "/dakdekker-uden",
      utm_source: "google",
      utm_medium: "cpc",
      utm_campaign: "lekkage",
      click_id: "G1",
      click_id_type: "gclid",
      referrer: "www.google.nl",
    });
  });
  it("drops our own host as a referrer", () => {
    expect(visitFrom("/", new URLSearchParams(), "http://dak.example:3000/contact", "dak.example:3000").referrer).toBe(
      undefined,
    );
  });
  it("names the channel: ads, campaigns, Google search, other sites, direct", () => {
    expect(channelOf({ click_id: "x" })).toBe("google-ads");
    expect(channelOf({ utm_source: "google", utm_medium: "cpc" })).toBe("google-ads");
    expect(channelOf({ utm_source: "facebook", utm_medium: "cpc" })).toBe("campaign");
    expect(channelOf({ utm_source: "nieuwsbrief" })).toBe("campaign");
    expect(channelOf({ referrer: "www.google.nl" })).toBe("google-organic");
    expect(channelOf({ referrer: "www.google.co.uk" })).toBe("google-organic");
    expect(channelOf({ referrer: "google.evil.example" })).toBe("referral");
    expect(channelOf({ referrer: "www.werkspot.nl" })).toBe("referral");
    expect(channelOf({})).toBe("direct");
  });
});

describe("a lead's attribution on the server", () => {
  it("stores what the tab noted", () => {
    const stored = leadAttribution(
      visit({
        landing: "/dakdekker-uden",
        utm_source: "google",
        utm_medium: "cpc",
        utm_campaign: "lekkage",
        click_id: "TEST123",
        click_id_type: "gclid",
        ad_consent: "granted",
      }),
      { ...request, userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148" },
    );
    expect(stored).toMatchObject({
      landingPage: "/dakdekker-uden",
      utmSource: "google",
      utmCampaign: "lekkage",
      clickId: "TEST123",
      clickIdType: "gclid",
      channel: "google-ads",
      device: "phone",
    });
    expect(attributionLine(stored)).toBe("via Google Ads · campagne lekkage · landde op /dakdekker-uden · telefoon");
  });

  it("keeps a click id only when the note says the visitor consented (a forged gclid alone is dropped)", () => {
    const forged = leadAttribution(visit({ landing: "/", click_id: "FORGED1", click_id_type: "gclid" }), request);
    expect(forged.clickId).toBeNull();
    expect(forged.channel).toBe("direct");
    const consented = leadAttribution(
      visit({ landing: "/", click_id: "REAL1", click_id_type: "gclid", ad_consent: "granted" }),
      request,
    );
    expect(consented).toMatchObject({ clickId: "REAL1", channel: "google-ads" });
  });

  it("cuts a 10 KB tag, keeps markup as text, and drops a click id with quotes", () => {
    // The browser cuts what it notes; the server cuts again to its own limit.
    const noted = visitFrom("/", new URLSearchParams({ utm_campaign: "x".repeat(10_000) }), "", "dak.example");
    expect(noted.utm_campaign).toHaveLength(200);
    const stored = leadAttribution(
      visit({ ...noted, utm_source: "<img src=x onerror=alert(1)>", click_id: `ab"c'd`, ad_consent: "granted" }),
      request,
    );
    expect(stored.utmCampaign).toHaveLength(maxTagLength);
    expect(stored.utmSource).toBe("<img src=x onerror=alert(1)>");
    expect(stored.clickId).toBeNull();
    // A dropped click id does not make the lead an ad click.
    expect(stored.channel).toBe("campaign");
  });

  it("ignores an oversized or broken visit, a landing page that is not ours and a host that is not one", () => {
    expect(leadAttribution("{".repeat(5000), request).channel).toBe("direct");
    // A hand-made note beyond the limit is ignored whole; the lead is still stored, just without its origin.
    expect(leadAttribution(visit({ utm_campaign: "x".repeat(10_000) }), request).utmCampaign).toBeNull();
    expect(leadAttribution("not json", request).landingPage).toBeNull();
    expect(leadAttribution(visit(["a"]), request).landingPage).toBeNull();
    const odd = leadAttribution(visit({ landing: "https://evil.example/", referrer: "<b>x</b>" }), request);
    expect(odd.landingPage).toBeNull();
    expect(odd.referrerHost).toBeNull();
    expect(leadAttribution(visit({ utm_source: "a\u0000b\nc" }), request).utmSource).toBe("ab c");
  });

  it("without the tab's note, takes a tagged landing URL from the Referer of our own page, without its click id", () => {
    // The click id is dropped (the server cannot know consent): consent-gate.test.ts.
    const referer = "http://dak.example/offerte-aanvragen?utm_source=google&utm_medium=cpc&gclid=ABC";
    expect(leadAttribution(undefined, { ...request, referer })).toMatchObject({
      landingPage: "/offerte-aanvragen",
      utmSource: "google",
      clickId: null,
      channel: "google-ads",
    });
    const plain = leadAttribution(undefined, { ...request, referer: "http://dak.example/contact" });
    expect(plain.landingPage).toBeNull();
    expect(plain.channel).toBe("direct");
    expect(leadAttribution(undefined, { ...request, referer: "https://www.google.nl/" }).channel).toBe(
      "google-organic",
    );
  });

  it("tells phones, tablets and computers apart by the user agent", () => {
    expect(deviceOf("Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36")).toBe("phone");
    expect(deviceOf("Mozilla/5.0 (Linux; Android 14; SM-X710) Safari/537.36")).toBe("tablet");
    expect(deviceOf("Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)")).toBe("tablet");
    expect(deviceOf("Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/130")).toBe("desktop");
    expect(deviceOf(null)).toBe("desktop");
  });
});

describe("the Google Ads conversion export", () => {
  it("writes the import's columns with Dutch local time and its offset, GCLIDs only", () => {
    const csv = adsConversionsCsv(
      [
        { clickId: "TEST123", clickIdType: "gclid", wonAt: new Date("2026-11-23T13:05:00Z") },
        { clickId: "SUMMER", clickIdType: "gclid", wonAt: new Date("2026-07-01T12:00:00Z") },
        { clickId: "BRAID", clickIdType: "gbraid", wonAt: new Date("2026-11-23T13:05:00Z") },
      ],
      { name: "Opdracht, binnen", value: 750 },
    );
    expect(csv).toBe(
      "Google Click ID,Conversion Name,Conversion Time,Conversion Value,Conversion Currency\r\n" +
        'TEST123,"Opdracht, binnen",2026-11-23 14:05:00+01:00,750.00,EUR\r\n' +
        'SUMMER,"Opdracht, binnen",2026-07-01 14:00:00+02:00,750.00,EUR\r\n',
    );
    expect(conversionTime(new Date("2026-03-29T01:30:00Z"))).toBe("2026-03-29 03:30:00+02:00");
  });
});
