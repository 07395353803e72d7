import { type Consent, isTagged, noConsent, originOf, type Visit, visitForConsent, visitFrom } from "./attribution";
import type { EventName } from "./events";

const sessionKey = "bd-analytics-session";
const visitKey = "bd-visit";
/** Where the consent banner's choice is kept (localStorage); exported for tests that arrive with a choice made. */
export const consentKey = "bd-consent";

type DataLayerWindow = Window & { dataLayer?: unknown[] };

/** A random id per browser tab (session storage), or "anonymous" where storage is blocked. No cookie. */
export function analyticsSessionId(): string {
  try {
    let id = sessionStorage.getItem(sessionKey);
    if (!id) {
      id = crypto.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`;
      sessionStorage.setItem(sessionKey, id);
    }
    return id;
  } catch {
    return "anonymous";
  }
}

/**
 * This page load's visit as noted in full, while the visitor has not consented to all of it: held in memory only,
 * never in storage, so that a "yes" in the banner on the landing page can still keep what it allows. Gone with the
 * page.
 */
let pendingVisit: Visit | null = null;

function storeVisit(visit: Visit) {
  sessionStorage.setItem(visitKey, JSON.stringify(visit));
}

/**
 * The tab's visit as noted on its first page (or on a later page whose URL carries campaign tags), or null, with
 * only what the visitor's current consent allows: after a withdrawal, also in another tab, the rest is erased from
 * the tab and no longer sent.
 */
export function currentVisit(): Visit | null {
  try {
    const stored = sessionStorage.getItem(visitKey);
    if (!stored) return null;
    const visit = JSON.parse(stored) as Visit;
    const kept = visitForConsent(visit, readConsent() ?? noConsent);
    if (JSON.stringify(kept) !== JSON.stringify(visit)) storeVisit(kept);
    return kept;
  } catch {
    return null;
  }
}

/**
 * Notes where this tab's visit came from, once: the first page, or a new ad click or campaign link. Only what the
 * visitor consented to is stored (lib/analytics/attribution.ts, `visitForConsent`); the rest waits in memory for a
 * "yes" on this page.
 */
export function rememberVisit() {
  try {
    const params = new URLSearchParams(location.search);
    if (sessionStorage.getItem(visitKey) && !isTagged(params)) return;
    const visit = visitFrom(location.pathname, params, document.referrer, location.host);
    pendingVisit = visit;
    storeVisit(visitForConsent(visit, readConsent() ?? noConsent));
  } catch {}
}

/**
 * The stored form of a choice: the purposes granted ("statistics", "ads", "statistics ads"), or "denied". Exported
 * for tests that arrive with a choice made.
 */
export function consentValue(consent: Consent): string {
  const granted = (["statistics", "ads"] as const).filter((purpose) => consent[purpose]);
  return granted.length > 0 ? granted.join(" ") : "denied";
}

/**
 * The visitor's choice in the consent banner, or null when none was made. A choice stored by the earlier banner,
 * which asked one bundled question ("granted"), is no choice now: the visitor is asked again, per purpose.
 */
export function readConsent(): Consent | null {
  try {
    const value = localStorage.getItem(consentKey);
    if (value === "denied") return { ...noConsent };
    const words = value?.split(" ") ?? [];
    if (words.length === 0 || !words.every((word) => word === "statistics" || word === "ads")) return null;
    return { statistics: words.includes("statistics"), ads: words.includes("ads") };
  } catch {
    return null;
  }
}

/** Whether the visitor said yes to anything in the banner: then Tag Manager loads, with Consent Mode per purpose. */
export function consentGranted(): boolean {
  const consent = readConsent();
  return Boolean(consent && (consent.statistics || consent.ads));
}

/**
 * Stores the banner's choice. A yes keeps what this page noted and the yes allows; a no erases from the tab what it
 * no longer allows.
 */
export function storeConsent(consent: Consent) {
  try {
    localStorage.setItem(consentKey, consentValue(consent));
  } catch {}
  try {
    if (pendingVisit) storeVisit(visitForConsent(pendingVisit, consent));
    else currentVisit();
  } catch {}
}

/**
 * Records an event: to our own /api/events with sendBeacon (it survives the page unloading for a call or a chat),
 * and to Tag Manager's dataLayer when the visitor consented. Never throws: tracking must not disturb a visitor.
 */
export function track(
  name: EventName,
  data: Record<string, string | number | boolean> = {},
  pagePath = location.pathname,
) {
  try {
    const body = JSON.stringify({
      event_name: name,
      event_data: data,
      page_path: pagePath,
      session_id: analyticsSessionId(),
      origin: originOf(currentVisit()),
    });
    const blob = new Blob([body], { type: "application/json" });
    if (!navigator.sendBeacon?.("/api/events", blob)) {
      void fetch("/api/events", {
        method: "POST",
        body,
        keepalive: true,
        headers: { "content-type": "application/json" },
      }).catch(() => {});
    }
    if (consentGranted()) (window as DataLayerWindow).dataLayer?.push({ event: name, ...data });
  } catch {}
}
