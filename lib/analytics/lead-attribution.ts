import "server-only";
import {
  type Channel,
  type ClickIdType,
  channelLabels,
  channelOf,
  clickIdKeys,
  isChannel,
  isTagged,
  type UtmKey,
  utmKeys,
  type Visit,
  visitFrom,
  withoutClickId,
} from "@/lib/analytics/attribution";
import { maxVisitLength } from "@/lib/forms/form-limits";
import { withoutControlCharacters } from "@/lib/security/text-input";

/** Where a lead came from, as stored with it (columns of contact_submissions). */
export type LeadAttribution = {
  landingPage: string | null;
  referrerHost: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  utmTerm: string | null;
  utmContent: string | null;
  clickId: string | null;
  clickIdType: ClickIdType | null;
  channel: Channel;
  device: Device;
};

export type Device = "phone" | "tablet" | "desktop";

/** The longest campaign tag kept; longer ones are cut, not refused. */
export const maxTagLength = 100;
export { maxVisitLength };

/** A page path of ours, as the pages' hidden field gives it; anything else is dropped. */
export const safePath = (value: string | undefined | null) =>
  value && /^\/[a-z0-9/-]{0,200}$/.test(value) ? value : null;

/** One line of printable text, cut to the limit: a tag is shown to the owner as text, whatever it holds. */
function tag(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const text = withoutControlCharacters(value).replace(/\s+/g, " ").slice(0, maxTagLength).trim();
  return text || null;
}

const host = (value: unknown) =>
  typeof value === "string" && /^[a-z0-9.-]{1,253}$/i.test(value) && value.includes(".") ? value.toLowerCase() : null;

/** Click ids are URL-safe base64-ish tokens; a value with anything else in it (quotes, markup) is not one. */
const clickId = (value: unknown) => (typeof value === "string" && /^[A-Za-z0-9_-]{1,200}$/.test(value) ? value : null);

/** The device class from the browser's user agent: phones say "Mobi", tablets name themselves or are Android without it. */
export function deviceOf(userAgent: string | null): Device {
  const agent = userAgent ?? "";
  if (/iPad|Tablet|PlayBook|Silk|Kindle/i.test(agent) || (/Android/i.test(agent) && !/Mobi/i.test(agent)))
    return "tablet";
  return /Mobi|iPhone|iPod|Android/i.test(agent) ? "phone" : "desktop";
}

function parseVisit(raw: string | undefined): Visit | null {
  if (!raw || raw.length > maxVisitLength) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Visit) : null;
  } catch {
    return null;
  }
}

/**
 * What the server can see of a visit without the tab's note (no JavaScript): the Referer of the form post. It is our
 * own page; when its URL carries campaign tags or a click id, that page is where the tagged visit landed. Its ad
 * click id is dropped: the server cannot know whether the visitor consented, and without consent the click id may
 * not be kept or uploaded to Google (the browser keeps it only after a "yes", lib/analytics/client.ts).
 */
function visitFromReferer(referer: string | null, ownHost: string): Visit | null {
  const url = parseUrl(referer);
  if (!url) return null;
  if (url.host !== ownHost) return { referrer: url.hostname };
  return isTagged(url.searchParams) ? withoutClickId(visitFrom(url.pathname, url.searchParams, "", ownHost)) : null;
}

const parseUrl = (value: string | null) => {
  try {
    return value ? new URL(value) : null;
  } catch {
    return null;
  }
};

/** The path of the page that posted the form, from the Referer, when that page is ours. */
export function refererPath(request: { referer: string | null; host: string }): string | null {
  const url = parseUrl(request.referer);
  return url && url.host === request.host ? safePath(url.pathname) : null;
}

/**
 * A lead's attribution from the form's `visit` field, else from the Referer. Every value is checked again: a tag is
 * cut to {@link maxTagLength} printable characters, a host or click id that is not one is dropped, a landing page
 * that is not one of our paths is dropped. Bad values never refuse a lead.
 */
export function leadAttribution(
  visitField: string | undefined,
  request: { referer: string | null; userAgent: string | null; host: string },
): LeadAttribution {
  const visit = parseVisit(visitField) ?? visitFromReferer(request.referer, request.host) ?? {};
  const utm = Object.fromEntries(utmKeys.map((key) => [key, tag(visit[key])])) as Record<UtmKey, string | null>;
  // The browser keeps a click id only after the visitor's yes and marks it so; a click id without that mark (a
  // hand-made post, a forged note) is not kept, so it never reaches the Google Ads export.
  const id = visit.ad_consent === "granted" ? clickId(visit.click_id) : null;
  const idType = id ? (clickIdKeys.find((key) => key === visit.click_id_type) ?? "gclid") : null;
  const referrerHost = host(visit.referrer);
  return {
    landingPage: safePath(visit.landing),
    referrerHost,
    utmSource: utm.utm_source,
    utmMedium: utm.utm_medium,
    utmCampaign: utm.utm_campaign,
    utmTerm: utm.utm_term,
    utmContent: utm.utm_content,
    clickId: id,
    clickIdType: idType,
    channel: leadChannel(visit, { utm, id, referrerHost }),
    device: deviceOf(request.userAgent),
  };
}

/**
 * The channel of a lead: from the cleaned facts when the note has any (so a dropped click id cannot make a lead an
 * ad click), else the channel the tab noted, which is all it keeps without the visitor's consent to statistics
 * (lib/analytics/attribution.ts, `visitForConsent`).
 */
function leadChannel(
  visit: Visit,
  facts: { utm: Record<UtmKey, string | null>; id: string | null; referrerHost: string | null },
): Channel {
  const { utm, id, referrerHost } = facts;
  if (!utm.utm_source && !utm.utm_medium && !id && !referrerHost && isChannel(visit.channel)) return visit.channel;
  return channelOf({
    utm_source: utm.utm_source ?? undefined,
    utm_medium: utm.utm_medium ?? undefined,
    click_id: id ?? undefined,
    referrer: referrerHost ?? undefined,
  });
}

const deviceLabels: Record<Device, string> = { phone: "telefoon", tablet: "tablet", desktop: "computer" };

/**
 * A lead's origin in one line, for the admin and the owner's e-mail: "via Google Ads · campagne daklekkage · landde
 * op /dakdekker-uden · telefoon". Only what is known is named.
 */
export function attributionLine(lead: {
  channel: string | null;
  referrerHost: string | null;
  utmSource: string | null;
  utmCampaign: string | null;
  landingPage: string | null;
  device: string | null;
}): string | null {
  const parts = [
    isChannel(lead.channel)
      ? `via ${channelLabels[lead.channel]}${lead.channel === "referral" && lead.referrerHost ? ` (${lead.referrerHost})` : ""}${lead.channel === "campaign" && lead.utmSource ? ` (${lead.utmSource})` : ""}`
      : null,
    lead.utmCampaign ? `campagne ${lead.utmCampaign}` : null,
    lead.landingPage ? `landde op ${lead.landingPage}` : null,
    lead.device && lead.device in deviceLabels ? deviceLabels[lead.device as Device] : null,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(" · ") : null;
}
