"use client";

import { useRouter } from "next/navigation";
import { useCallback, useEffect, useState } from "react";
import { AdminPanel } from "./admin-panel";
import { adminWorker } from "./admin-service-worker";
import { deviceLabel } from "./device-label";

/**
 * "Meldingen op dit toestel" on the account page: the owner switches push notifications on or off for the device
 * in hand, each device on its own. On: permission, the admin's service worker, a subscription at the browser's push
 * service with the server's public key (GET /api/admin/push), then the subscription stored on the server (POST).
 * Off: the subscription removed on the server (DELETE) and in the browser. Each way it can fail is said in words.
 * The browser's subscription counts as on only while the server has it for this sign-in (`registered`): after a
 * sign-out, a password change elsewhere or "Verwijderen" in the list the browser still holds it, but no message comes.
 */

type State = "checking" | "unsupported" | "home-screen" | "denied" | "off" | "on";
type Message = { text: string; error: boolean } | null;

const endpoint = "/api/admin/push";

const isAppleMobile = () =>
  /iPhone|iPad|iPod/.test(navigator.userAgent) || (navigator.platform === "MacIntel" && navigator.maxTouchPoints > 1);
const isStandalone = () =>
  window.matchMedia("(display-mode: standalone)").matches ||
  (navigator as Navigator & { standalone?: boolean }).standalone === true;

/** What this browser allows before anything is asked, and whether the server sends to its subscription. */
async function currentState(registered: readonly string[]): Promise<State> {
  const supported = "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
  // Safari on iPhone and iPad offers push only to a site added to the home screen, opened from there.
  if (isAppleMobile() && !isStandalone()) return "home-screen";
  if (!supported) return "unsupported";
  if (Notification.permission === "denied") return "denied";
  const registration = await navigator.serviceWorker.getRegistration(adminWorker.scope);
  const subscription = await registration?.pushManager.getSubscription();
  return subscription && registered.includes(subscription.endpoint) ? "on" : "off";
}

/** The public key as the push service takes it: bytes from base64url. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, "+")
    .replace(/_/g, "/")
    .padEnd(Math.ceil(base64url.length / 4) * 4, "=");
  const text = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

/** The server's words for a refusal, by status. */
function refusal(status: number, what: string): string {
  if (status === 401) return "Je bent niet meer ingelogd. Log opnieuw in en probeer het nog eens.";
  if (status === 503)
    return "Meldingen zijn op de server nog niet ingesteld (de VAPID-sleutels ontbreken). Zet ze in de instellingen van de server; zie docs/admin-and-leads.md.";
  return `De server ${what} (foutcode ${status}). Probeer het later opnieuw.`;
}

class Refused extends Error {}

async function switchOn(): Promise<Message> {
  const permission = await Notification.requestPermission();
  if (permission === "denied") throw new Refused("denied");
  if (permission !== "granted")
    return { text: "Je hebt nog geen toestemming gegeven. Tik opnieuw en kies ‘Toestaan’.", error: true };
  const keyResponse = await fetch(endpoint, { cache: "no-store" });
  if (!keyResponse.ok) return { text: refusal(keyResponse.status, "gaf geen sleutel voor meldingen"), error: true };
  const { publicKey } = (await keyResponse.json()) as { publicKey?: unknown };
  if (typeof publicKey !== "string" || !publicKey)
    return { text: "De server gaf geen bruikbare sleutel voor meldingen. Probeer het later opnieuw.", error: true };
  await navigator.serviceWorker.register(adminWorker.url, { scope: adminWorker.scope });
  const registration = await navigator.serviceWorker.ready;
  let subscription: PushSubscription;
  try {
    subscription = await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(publicKey),
    });
  } catch {
    return {
      text: "Dit toestel kon zich niet aanmelden bij de meldingendienst van je browser. Controleer de internetverbinding en probeer het opnieuw.",
      error: true,
    };
  }
  const saved = await fetch(endpoint, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ subscription: subscription.toJSON(), label: deviceLabel(navigator.userAgent) }),
  }).catch(() => null);
  if (!saved?.ok) {
    // Not stored on the server: no notification would ever come, so the browser forgets it too.
    await subscription.unsubscribe().catch(() => false);
    return {
      text: saved
        ? refusal(saved.status, "heeft dit toestel niet opgeslagen")
        : "De server is niet bereikbaar. Probeer het opnieuw.",
      error: true,
    };
  }
  return null;
}

async function switchOff(): Promise<Message> {
  const registration = await navigator.serviceWorker.getRegistration(adminWorker.scope);
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return null;
  const removed = await fetch(endpoint, {
    method: "DELETE",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ endpoint: subscription.endpoint }),
  }).catch(() => null);
  // Off in the browser either way: the push service then refuses the address, and the server drops it when it
  // next tries to send.
  await subscription.unsubscribe();
  if (!removed?.ok && removed?.status !== 404)
    return {
      text: "Dit toestel krijgt geen meldingen meer. De server kon het nog niet uit zijn lijst halen; dat gebeurt vanzelf bij de volgende melding.",
      error: false,
    };
  return null;
}

const stateText: Record<State, string> = {
  checking: "Even kijken wat dit toestel kan…",
  unsupported:
    "Deze browser kan geen meldingen ontvangen. Gebruik Chrome, Edge, Firefox of Samsung Internet, of op een iPhone de app op het beginscherm.",
  "home-screen":
    "Op een iPhone of iPad werken meldingen alleen in de app op het beginscherm (iOS 16.4 of nieuwer): tik in Safari op Deel → ‘Zet op beginscherm’, open het beheer vanaf het beginscherm en zet meldingen daar aan.",
  denied:
    "Meldingen zijn voor deze site geblokkeerd op dit toestel. Sta ze toe in de instellingen van je browser (bij de site-instellingen), en kom dan hier terug.",
  off: "Meldingen staan uit op dit toestel.",
  on: "Meldingen staan aan op dit toestel. Je krijgt een melding bij elke nieuwe aanvraag.",
};

/** The endpoints the server sends to for this sign-in (the account page reads them); one string keeps hooks stable. */
export function DeviceNotifications({ registered }: { registered: string[] }) {
  const router = useRouter();
  const [state, setState] = useState<State>("checking");
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Message>(null);
  const known = registered.join("\n");

  const refresh = useCallback(async () => {
    setState(await currentState(known.split("\n")).catch((): State => "unsupported"));
  }, [known]);
  useEffect(() => {
    void refresh();
  }, [refresh]);

  const toggle = async () => {
    const wasOn = state === "on";
    setBusy(true);
    setMessage(null);
    let done = false;
    try {
      const result = wasOn ? await switchOff() : await switchOn();
      setMessage(result);
      done = !result?.error;
    } catch (error) {
      setMessage(
        error instanceof Refused
          ? null
          : { text: "Er ging iets mis op dit toestel. Herlaad de pagina en probeer het opnieuw.", error: true },
      );
    } finally {
      // Done: the new state at once; the server's list (and `registered`) follows with the refreshed page.
      if (done) setState(wasOn ? "off" : "on");
      else await refresh();
      router.refresh();
      setBusy(false);
    }
  };

  const canToggle = state === "on" || state === "off";
  return (
    <AdminPanel id="meldingen-titel" title="Meldingen op dit toestel" testId="device-notifications">
      <p className="mt-2 text-slate-700 text-sm">
        Krijg een melding op deze telefoon of computer zodra er een aanvraag binnenkomt; tik erop en je ziet de aanvraag
        met de foto’s. Zet het aan op elk toestel waarop je meldingen wilt.
      </p>
      <p className="mt-3 font-medium" role="status" data-state={state}>
        {stateText[state]}
      </p>
      {message && (
        <p
          role={message.error ? "alert" : "status"}
          className={`mt-2 text-sm ${message.error ? "text-alarm-700" : "text-slate-800"}`}
        >
          {message.text}
        </p>
      )}
      {canToggle && (
        <button
          type="button"
          onClick={toggle}
          disabled={busy}
          className="mt-4 min-h-11 rounded-lg bg-brand-800 px-4 font-semibold text-white disabled:opacity-60"
        >
          {busy ? "Bezig…" : state === "on" ? "Meldingen uitzetten" : "Meldingen aanzetten"}
        </button>
      )}
    </AdminPanel>
  );
}
