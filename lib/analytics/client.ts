import { channelOf, isTagged, type Visit, visitFrom } from "./attribution";
import type { EventName } from "./events";

const sessionKey = "bd-analytics-session";
const visitKey = "bd-visit";
const consentKey = "bd-consent";

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

/** The tab's visit as noted on its first page (or on a later page whose URL carries campaign tags), or null. */
export function currentVisit(): Visit | null {
  try {
    const stored = sessionStorage.getItem(visitKey);
    return stored ? (JSON.parse(stored) as Visit) : null;
  } catch {
    return null;
  }
}

/** Notes where this tab's visit came from, once: the first page, or a new ad click or campaign link. */
export function rememberVisit() {
  try {
    const params = new URLSearchParams(location.search);
    if (sessionStorage.getItem(visitKey) && !isTagged(params)) return;
    sessionStorage.setItem(
      visitKey,
      JSON.stringify(visitFrom(location.pathname, params, document.referrer, location.host)),
    );
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

export function storeConsent(choice: "granted" | "denied") {
  try {
    localStorage.setItem(consentKey, choice);
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
      channel: channelOf(currentVisit() ?? {}),
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
    if (readConsent() === "granted") (window as DataLayerWindow).dataLayer?.push({ event: name, ...data });
  } catch {}
}
