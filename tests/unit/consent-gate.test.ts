import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { leadAttribution } from "@/lib/analytics/lead-attribution";

// What the tab keeps of a visit follows the visitor's two answers in the consent banner: without consent only the
// first page and the channel; the referring host and campaign tags with the yes to statistics; the ad click id
// (gclid, gbraid, wbraid), uploaded to Google Ads, only with the yes to ad measurement.

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

const statisticsOnly = { statistics: true, ads: false };
const both = { statistics: true, ads: true };
const none = { statistics: false, ads: false };

describe("a visit in the browser, by consent", () => {
  it("without consent: only the first page and the channel are stored and sent", async () => {
    const client = await load(adLanding);
    client.rememberVisit();
    expect(stored()).not.toContain("G1");
    expect(stored()).not.toContain("lekkage");
    expect(stored()).not.toContain("google.nl");
    expect(client.currentVisit()).toEqual({ landing: "/dakdekker-uden", channel: "google-ads" });
    expect(sentWithLead(client)).toMatchObject({
      clickId: null,
      utmCampaign: null,
      referrerHost: null,
      landingPage: "/dakdekker-uden",
      channel: "google-ads",
    });
  });

  it("a refusal keeps the same out", async () => {
    const client = await load(adLanding);
    client.storeConsent(none);
    client.rememberVisit();
    expect(stored()).not.toContain("G1");
    expect(stored()).not.toContain("lekkage");
    expect(sentWithLead(client)).toMatchObject({ clickId: null, utmCampaign: null, channel: "google-ads" });
  });

  it("statistics only: the campaign tags and referring host, never the click id", async () => {
    (await load("http://dak.example/")).storeConsent(statisticsOnly);
    const client = await load(adLanding);
    client.rememberVisit();
    expect(stored()).toContain("lekkage");
    expect(stored()).not.toContain("G1");
    expect(sentWithLead(client)).toMatchObject({
      clickId: null,
      clickIdType: null,
      utmCampaign: "lekkage",
      referrerHost: "www.google.nl",
      channel: "google-ads",
    });
  });

  it("ad measurement only: the click id, not the campaign tags", async () => {
    (await load("http://dak.example/")).storeConsent({ statistics: false, ads: true });
    const client = await load(adLanding);
    client.rememberVisit();
    expect(stored()).toContain("G1");
    expect(stored()).not.toContain("lekkage");
    expect(sentWithLead(client)).toMatchObject({ clickId: "G1", utmCampaign: null, channel: "google-ads" });
  });

  it("both: stored and sent with the request", async () => {
    (await load("http://dak.example/")).storeConsent(both);
    const client = await load(adLanding);
    client.rememberVisit();
    expect(stored()).toContain("G1");
    expect(sentWithLead(client)).toMatchObject({
      clickId: "G1",
      clickIdType: "gclid",
      utmCampaign: "lekkage",
      channel: "google-ads",
    });
  });

  it("with consent given on the landing page, after the visit was noted: kept from then on", async () => {
    const client = await load(adLanding);
    client.rememberVisit();
    expect(stored()).not.toContain("G1");
    client.storeConsent(both);
    expect(stored()).toContain("G1");
    expect(stored()).toContain("lekkage");
    // The next page (a full load) still carries it to the form.
    const next = await load("http://dak.example/offerte-aanvragen", "http://dak.example/dakdekker-uden");
    next.rememberVisit();
    expect(sentWithLead(next)).toMatchObject({ clickId: "G1", landingPage: "/dakdekker-uden" });
  });

  it("what waits in memory is gone with the page: a later 'yes' on another page does not bring it back", async () => {
    (await load(adLanding)).rememberVisit();
    const next = await load("http://dak.example/offerte-aanvragen", "http://dak.example/dakdekker-uden");
    next.rememberVisit();
    next.storeConsent(both);
    expect(stored()).not.toContain("G1");
    expect(stored()).not.toContain("lekkage");
    expect(sentWithLead(next)).toMatchObject({ clickId: null, channel: "google-ads" });
  });

  it("consent withdrawn later: the click id and tags are erased from the tab and no longer sent", async () => {
    (await load("http://dak.example/")).storeConsent(both);
    const client = await load(adLanding);
    client.rememberVisit();
    expect(sentWithLead(client).clickId).toBe("G1");
    client.storeConsent(none);
    expect(stored()).not.toContain("G1");
    expect(stored()).not.toContain("lekkage");
    expect(sentWithLead(client)).toMatchObject({
      clickId: null,
      utmCampaign: null,
      landingPage: "/dakdekker-uden",
      channel: "google-ads",
    });
    // Granting again on a later page does not revive it.
    const later = await load("http://dak.example/contact", "http://dak.example/dakdekker-uden");
    later.rememberVisit();
    later.storeConsent(both);
    expect(sentWithLead(later).clickId).toBeNull();
  });

  it("ad measurement withdrawn elsewhere (another tab changed the stored choice): the click id is not sent", async () => {
    (await load("http://dak.example/")).storeConsent(both);
    const client = await load(adLanding);
    client.rememberVisit();
    // Another tab's banner: the same stored choice, written by that tab's copy of the client.
    (await load("http://dak.example/contact")).storeConsent(statisticsOnly);
    expect(sentWithLead(client)).toMatchObject({ clickId: null, utmCampaign: "lekkage" });
    expect(stored()).not.toContain("G1");
  });

  it("a choice from the earlier one-question banner counts as none: the visitor is asked again", async () => {
    local.setItem("bd-consent", "granted");
    const client = await load(adLanding);
    expect(client.readConsent()).toBeNull();
    client.rememberVisit();
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
