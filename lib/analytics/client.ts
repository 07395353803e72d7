import { isTagged, originOf, type Visit, visitFrom, withConsentedClick, withoutClickId } from "./attribution";
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
 * The ad click of this page load's visit while the visitor has not (yet) consented: held in memory only, never in
 * storage, so that a "yes" in the banner on the landing page can still keep it. Gone with the page.
 */
let pendingClick: Visit | null = null;

const clickOf = (visit: Visit): Visit | null =>
  visit.click_id ? { click_id: visit.click_id, click_id_type: visit.click_id_type } : null;

function storeVisit(visit: Visit) {
  sessionStorage.setItem(visitKey, JSON.stringify(visit));
}

/**
 * The tab's visit as noted on its first page (or on a later page whose URL carries campaign tags), or null. Its ad
 * click id only while the visitor consents to Tag Manager: after a withdrawal it is erased and no longer sent.
 */
export function currentVisit(): Visit | null {
  try {
    const stored = sessionStorage.getItem(visitKey);
    if (!stored) return null;
    const visit = JSON.parse(stored) as Visit;
    if (!visit.click_id || consentGranted()) return visit;
    const kept = withoutClickId(visit);
    storeVisit(kept);
    return kept;
  } catch {
    return null;
  }
}

/**
 * Notes where this tab's visit came from, once: the first page, or a new ad click or campaign link. The ad click id
 * is stored only when the visitor consented to Tag Manager; otherwise it waits in memory for a "yes" on this page.
 */
export function rememberVisit() {
  try {
    const params = new URLSearchParams(location.search);
    if (sessionStorage.getItem(visitKey) && !isTagged(params)) return;
    const visit = visitFrom(location.pathname, params, document.referrer, location.host);
    const granted = consentGranted();
    pendingClick = granted ? null : clickOf(visit);
    storeVisit(granted ? withConsentedClick(visit) : withoutClickId(visit));
  } catch {}
}

export type ConsentChoice = "granted" | "denied" | null;

export function readConsent(): ConsentChoice {
  try {
    const value = localStorage.getItem(consentKey);
    return value === "granted" || value === "denied" ? value : null;
  } catch {
    return null;
  }
}

/** Whether the visitor accepted Tag Manager (statistics) in the consent banner: the one test every gate uses. */
export function consentGranted(): boolean {
  return readConsent() === "granted";
}

/** Stores the banner's choice. A "yes" keeps this page's pending ad click; a "no" erases any click id noted. */
export function storeConsent(choice: "granted" | "denied") {
  try {
    localStorage.setItem(consentKey, choice);
  } catch {}
  try {
    const visit = currentVisit();
    if (choice === "granted" && pendingClick && visit) storeVisit(withConsentedClick({ ...visit, ...pendingClick }));
    pendingClick = null;
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
