/**
 * Where a visit came from: its first page, the referring host, the campaign tags and ad click id of the landing URL,
 * and the channel they add up to. The browser notes this once per tab (lib/analytics/client.ts) and hands it to the
 * request form; the server cleans it again (lib/analytics/lead-attribution.ts) and stores it with the lead. The client
 * bundle imports this file: no imports, nothing server-only, and kept small.
 */

export const utmKeys = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;
export type UtmKey = (typeof utmKeys)[number];
export const clickIdKeys = ["gclid", "gbraid", "wbraid"] as const;
export type ClickIdType = (typeof clickIdKeys)[number];

/**
 * A visit as the browser notes it; every value is a string the server checks again. `ad_consent` is "granted" when
 * the click id was kept after the visitor's yes to ad measurement in the consent banner: the server keeps a click id
 * only with it. `channel` is the channel the full facts added up to when the visit was noted (see `visitForConsent`).
 */
export type Visit = Partial<
  Record<UtmKey | "landing" | "referrer" | "click_id" | "click_id_type" | "ad_consent" | "channel", string>
>;

/** The purposes the consent banner asks about, each its own yes or no. */
export type Consent = { statistics: boolean; ads: boolean };
export const noConsent: Consent = { statistics: false, ads: false };

/** The channels the owner's reports group by, in the order they are listed. */
export const channels = ["google-ads", "google-organic", "campaign", "referral", "direct"] as const;
export type Channel = (typeof channels)[number];
export const channelLabels: Record<Channel, string> = {
  "google-ads": "Google Ads",
  "google-organic": "Google (zoekresultaten)",
  campaign: "Andere campagnes",
  referral: "Andere websites",
  direct: "Direct",
};
export const isChannel = (value: unknown): value is Channel => channels.includes(value as Channel);

const paidMedia = /^(cpc|ppc|paid|paidsearch|paid-search|sea|ads?)$/i;
const googleHost = /(^|\.)google\.[a-z.]{2,6}$/;

/**
 * The channel of a visit: an ad click id or Google-tagged paid traffic is Google Ads; other tagged traffic is a
 * campaign; otherwise the referring host decides (Google's search pages, another site, or none: direct).
 */
export function channelOf(visit: Visit): Channel {
  const source = (visit.utm_source ?? "").toLowerCase();
  if (visit.click_id || (paidMedia.test(visit.utm_medium ?? "") && /^(google|adwords)/.test(source)))
    return "google-ads";
  if (source) return "campaign";
  if (visit.referrer && googleHost.test(visit.referrer)) return "google-organic";
  return visit.referrer ? "referral" : "direct";
}

/**
 * The visit a landing URL and referrer describe. The referrer is kept as its host only, and only when it is another
 * site's. The first click id present wins. Values are cut to 200 characters: a monstrous link must not make the
 * note too big to send (the server cuts tags further).
 */
export function visitFrom(path: string, params: URLSearchParams, referrer: string, ownHost: string): Visit {
  const visit: Visit = { landing: path.slice(0, 200) };
  const get = (key: string) => params.get(key)?.slice(0, 200);
  for (const key of utmKeys) {
    const value = get(key);
    if (value) visit[key] = value;
  }
  const clickKey = clickIdKeys.find((key) => get(key));
  if (clickKey) {
    visit.click_id = get(clickKey) ?? "";
    visit.click_id_type = clickKey;
  }
  try {
    const host = referrer ? new URL(referrer).hostname : "";
    if (host && host !== ownHost.replace(/:\d+$/, "")) visit.referrer = host;
  } catch {}
  return visit;
}

/**
 * A visit without its ad click id. The click id identifies an ad click to Google and is uploaded there as a
 * conversion, so it is kept only with the visitor's consent to ad measurement (lib/analytics/client.ts).
 */
export function withoutClickId(visit: Visit): Visit {
  const { click_id: _id, click_id_type: _type, ad_consent: _consent, ...rest } = visit;
  return rest;
}

/**
 * What the tab may keep of a visit under the visitor's consent. Without any: the first page and the channel only
 * (one of five words), first-party facts about our own site, kept as low-impact analytics (art. 11.7a lid 3
 * Telecommunicatiewet). The referring host and the campaign tags describe where a person comes from and go with an
 * identified request, so they need the yes to statistics; the ad click id, uploaded to Google, the yes to ad
 * measurement, and then carries the mark the server looks for.
 */
export function visitForConsent(visit: Visit, consent: Consent): Visit {
  const kept: Visit = {};
  if (visit.landing) kept.landing = visit.landing;
  kept.channel = isChannel(visit.channel) ? visit.channel : channelOf(visit);
  if (consent.statistics) {
    for (const key of utmKeys) if (visit[key]) kept[key] = visit[key];
    if (visit.referrer) kept.referrer = visit.referrer;
  }
  if (consent.ads && visit.click_id) {
    kept.click_id = visit.click_id;
    kept.click_id_type = visit.click_id_type;
    kept.ad_consent = "granted";
  }
  return kept;
}

/** Whether a landing URL carries campaign tags or a click id: such a URL starts a new visit. */
export const isTagged = (params: URLSearchParams) => [...utmKeys, ...clickIdKeys].some((key) => params.has(key));

/**
 * What an analytics event tells the server about its visit's origin: the channel the tab noted. (Older tabs sent the
 * facts the channel follows from; the server still derives the channel from those, lib/analytics/events.ts.)
 */
export type VisitOrigin = {
  channel?: Channel;
  source?: string;
  medium?: string;
  referrer?: string;
  ad_click?: boolean;
};

export function originOf(visit: Visit | null): VisitOrigin {
  if (!visit) return {};
  return { channel: isChannel(visit.channel) ? visit.channel : channelOf(visit) };
}

/** The channel of a visit from what its events tell (see `originOf`). */
export const channelOfOrigin = (origin: VisitOrigin): Channel =>
  origin.channel ??
  channelOf({
    utm_source: origin.source,
    utm_medium: origin.medium,
    referrer: origin.referrer,
    click_id: origin.ad_click ? "1" : undefined,
  });
