import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { leadAttribution } from "@/lib/leads/attribution";

// The ad click id (gclid, gbraid, wbraid) is an advertising identifier that is uploaded to Google Ads: the browser
// keeps it, and sends it with a request, only while the visitor consents to Tag Manager (issue 14). Landing page,
// referring host and campaign tags are first-party and kept without consent.

type Client = typeof import("@/lib/analytics/client");

/** A Web Storage stand-in; the test reads every value, so it does not need to know the keys the client uses. */
function fakeStorage() {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, String(value)),
    removeItem: (key: string) => void values.delete(key),
  };
}

let session: ReturnType<typeof fakeStorage>;
let local: ReturnType<typeof fakeStorage>;

/** A fresh page load: new module state (nothing pending in memory), the same tab storage. */
async function load(url: string, referrer = "https://www.google.nl/"): Promise<Client> {
  const { pathname, search, host } = new URL(url);
  vi.stubGlobal("location", { pathname, search, host });
  vi.stubGlobal("document", { referrer });
  vi.resetModules();
  return import("@/lib/analytics/client");
}

const adLanding = "http://dak.example/dakdekker-uden?utm_source=google&utm_medium=cpc&utm_campaign=lekkage&gclid=G1";
const request = { referer: null, userAgent: null, host: "dak.example" };
const stored = () => [...session.values.values()].join("\n");
/** What the request form sends: the tab's visit, as the server stores it. */
const sentWithLead = (client: Client) => leadAttribution(JSON.stringify(client.currentVisit() ?? {}), request);

beforeEach(() => {
  session = fakeStorage();
  local = fakeStorage();
  vi.stubGlobal("sessionStorage", session);
  vi.stubGlobal("localStorage", local);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the ad click id in the browser", () => {
  it("without consent: not stored and not sent; landing page, referring host and campaign tags are", async () => {
    const client = await load(adLanding);
    client.rememberVisit();
    expect(stored()).not.toContain("G1");
    expect(stored()).toContain("lekkage");
    expect(client.currentVisit()).toEqual({
      landing: "/dakdekker-uden",
      utm_source: "google",
      utm_medium: "cpc",
      utm_campaign: "lekkage",
      referrer: "www.google.nl",
    });
    const lead = sentWithLead(client);
    expect(lead).toMatchObject({ clickId: null, clickIdType: null, utmCampaign: "lekkage" });
    // The channel still follows from the campaign tags.
    expect(lead.channel).toBe("google-ads");
  });

  it("a refusal keeps it out too", async () => {
    const client = await load(adLanding);
    client.storeConsent("denied");
    client.rememberVisit();
    expect(stored()).not.toContain("G1");
    expect(sentWithLead(client).clickId).toBeNull();
  });

  it("with consent given before: stored and sent with the request", async () => {
    (await load("http://dak.example/")).storeConsent("granted");
    const client = await load(adLanding);
    client.rememberVisit();
    expect(stored()).toContain("G1");
    expect(sentWithLead(client)).toMatchObject({ clickId: "G1", clickIdType: "gclid", channel: "google-ads" });
  });

  it("with consent given on the landing page, after the visit was noted: kept from then on", async () => {
    const client = await load(adLanding);
    client.rememberVisit();
    expect(stored()).not.toContain("G1");
    client.storeConsent("granted");
    expect(stored()).toContain("G1");
    // The next page (a full load) still carries it to the form.
    const next = await load("http://dak.example/offerte-aanvragen", "http://dak.example/dakdekker-uden");
    next.rememberVisit();
    expect(sentWithLead(next)).toMatchObject({ clickId: "G1", landingPage: "/dakdekker-uden" });
  });

  it("a click id waiting in memory is gone with the page: a later 'yes' on another page does not bring it back", async () => {
    (await load(adLanding)).rememberVisit();
    const next = await load("http://dak.example/offerte-aanvragen", "http://dak.example/dakdekker-uden");
    next.rememberVisit();
    next.storeConsent("granted");
    expect(stored()).not.toContain("G1");
    expect(sentWithLead(next).clickId).toBeNull();
  });

  it("consent withdrawn later: the click id is erased from the tab and no longer sent", async () => {
    (await load("http://dak.example/")).storeConsent("granted");
    const client = await load(adLanding);
    client.rememberVisit();
    expect(sentWithLead(client).clickId).toBe("G1");
    client.storeConsent("denied");
    expect(stored()).not.toContain("G1");
    expect(sentWithLead(client)).toMatchObject({
      clickId: null,
      utmCampaign: "lekkage",
      landingPage: "/dakdekker-uden",
    });
    // Granting again on a later page does not revive it.
    const later = await load("http://dak.example/contact", "http://dak.example/dakdekker-uden");
    later.rememberVisit();
    later.storeConsent("granted");
    expect(sentWithLead(later).clickId).toBeNull();
  });

  it("consent withdrawn elsewhere (another tab changed the stored choice): the click id is not sent", async () => {
    (await load("http://dak.example/")).storeConsent("granted");
    const client = await load(adLanding);
    client.rememberVisit();
    // Another tab's banner: the same stored choice, written by that tab's copy of the client.
    (await load("http://dak.example/contact")).storeConsent("denied");
    expect(sentWithLead(client).clickId).toBeNull();
    expect(stored()).not.toContain("G1");
  });
});

describe("the ad click id on the server, without JavaScript", () => {
  it("is dropped from the Referer: the server cannot know consent; the tagged landing page and tags are kept", () => {
    const referer = "http://dak.example/offerte-aanvragen?utm_source=google&utm_medium=cpc&gclid=ABC";
    expect(leadAttribution(undefined, { ...request, referer })).toMatchObject({
      landingPage: "/offerte-aanvragen",
      utmSource: "google",
      clickId: null,
      clickIdType: null,
      channel: "google-ads",
    });
    const onlyClick = leadAttribution(undefined, { ...request, referer: "http://dak.example/contact?gbraid=B1" });
    expect(onlyClick).toMatchObject({ landingPage: "/contact", clickId: null, channel: "direct" });
  });
});
