"use client";

import { useEffect, useState } from "react";
import { readConsent, storeConsent } from "@/lib/analytics/client";

type GtmWindow = Window & { dataLayer: unknown[] };

/** Google Consent Mode v2: everything denied until the visitor says yes. */
function setDefaultConsent() {
  const w = window as unknown as GtmWindow;
  w.dataLayer = w.dataLayer || [];
  // gtag() pushes its arguments object, which is what Consent Mode expects.
  function gtag(..._args: unknown[]) {
    // biome-ignore lint/complexity/noArguments: Consent Mode reads the arguments object itself
    w.dataLayer.push(arguments);
  }
  gtag("consent", "default", {
    ad_storage: "denied",
    ad_user_data: "denied",
    ad_personalization: "denied",
    analytics_storage: "denied",
  });
  return gtag;
}

function loadTagManager(gtmId: string) {
  const gtag = setDefaultConsent();
  gtag("consent", "update", { analytics_storage: "granted" });
  const w = window as unknown as GtmWindow;
  w.dataLayer.push({ "gtm.start": Date.now(), event: "gtm.js" });
  const script = document.createElement("script");
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(gtmId)}`;
  document.head.appendChild(script);
}

/**
 * Shown only when a Tag Manager id is configured. Tag Manager loads after the visitor accepts, never before; a
 * refusal is remembered and nothing from Google loads.
 */
export function ConsentBanner({ gtmId }: { gtmId: string }) {
  const [choice, setChoice] = useState<"granted" | "denied" | null | "unknown">("unknown");

  useEffect(() => {
    const stored = readConsent();
    setChoice(stored);
    if (stored === "granted") loadTagManager(gtmId);
    else setDefaultConsent();
    // "Cookie-instellingen" in the footer reopens the choice: withdrawing is as easy as giving.
    const reopen = (event: MouseEvent) => {
      if (!(event.target as Element | null)?.closest("[data-consent-settings]")) return;
      event.preventDefault();
      setChoice(null);
    };
    document.addEventListener("click", reopen);
    return () => document.removeEventListener("click", reopen);
  }, [gtmId]);

  if (choice !== null) return null;
  const decide = (value: "granted" | "denied") => {
    const withdrawn = value === "denied" && readConsent() === "granted";
    storeConsent(value);
    setChoice(value);
    if (value === "granted") loadTagManager(gtmId);
    // Tag Manager cannot be unloaded from a running page: a fresh load starts without it.
    if (withdrawn) location.reload();
  };
  return (
    <section
      aria-label="Toestemming voor statistieken"
      className="fixed inset-x-3 bottom-20 z-50 mx-auto max-w-xl rounded-xl bg-white p-4 shadow-2xl ring-1 ring-brand-100 md:bottom-4"
    >
      <p className="text-slate-800">
        Mogen we Google Tag Manager gebruiken om te meten hoe bezoekers de website gebruiken? We plaatsen dan cookies
        van Google. Zonder toestemming werkt de website precies hetzelfde.{" "}
        <a href="/privacybeleid" className="font-semibold text-brand-800 underline underline-offset-2">
          Privacybeleid
        </a>
      </p>
      <div className="mt-3 flex gap-2">
        <button
          type="button"
          onClick={() => decide("granted")}
          className="min-h-11 flex-1 rounded-lg bg-brand-800 px-4 font-semibold text-white hover:bg-brand-900"
        >
          Accepteren
        </button>
        <button
          type="button"
          onClick={() => decide("denied")}
          className="min-h-11 flex-1 rounded-lg px-4 font-semibold text-brand-900 ring-2 ring-brand-800 hover:bg-brand-50"
        >
          Weigeren
        </button>
      </div>
    </section>
  );
}
