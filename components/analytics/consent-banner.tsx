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
  // The banner asks for measurement and for keeping an ad click with a request (lib/analytics/client.ts keeps the
  // click id only after this yes): ad_user_data covers sending that click to Google Ads as a conversion. Ads are
  // never personalised and no advertising cookies are set, so the other two stay denied.
  gtag("consent", "update", { analytics_storage: "granted", ad_user_data: "granted" });
  const w = window as unknown as GtmWindow;
  w.dataLayer.push({ "gtm.start": Date.now(), event: "gtm.js" });
  const script = document.createElement("script");
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(gtmId)}`;
  document.head.appendChild(script);
}

/** What the banner needs from the settings: the Tag Manager id, its words (Studio) and the privacy page's address. */
export type ConsentSetup = {
  gtmId: string;
  words: { question: string; accept: string; decline: string; privacyLink: string; name: string };
  privacyPath: string;
};

/**
 * Shown only when a Tag Manager id is configured. Tag Manager loads after the visitor accepts, never before; a
 * refusal is remembered and nothing from Google loads. The footer's consent link (server-rendered, see
 * components/layout/legal-links.tsx) is one click either way: before consent it opens this choice, after consent
 * it withdraws it. Which of its two labels shows follows `data-consent` on <html>, set here.
 */
export function ConsentBanner({ setup }: { setup: ConsentSetup }) {
  const { gtmId, words } = setup;
  const [choice, setChoice] = useState<"granted" | "denied" | null | "unknown">("unknown");

  useEffect(() => {
    const stored = readConsent();
    setChoice(stored);
    document.documentElement.dataset.consent = stored ?? "none";
    if (stored === "granted") loadTagManager(gtmId);
    else setDefaultConsent();
    const onFooterLink = (event: MouseEvent) => {
      if (!(event.target as Element | null)?.closest("[data-consent-settings]")) return;
      event.preventDefault();
      if (readConsent() === "granted") withdraw();
      else setChoice(null);
    };
    document.addEventListener("click", onFooterLink);
    return () => document.removeEventListener("click", onFooterLink);
  }, [gtmId]);

  if (choice !== null) return null;
  const decide = (value: "granted" | "denied") => {
    if (value === "denied" && readConsent() === "granted") return withdraw();
    storeConsent(value);
    setChoice(value);
    document.documentElement.dataset.consent = value;
    if (value === "granted") loadTagManager(gtmId);
  };
  return (
    <section
      aria-label={words.name}
      data-consent-banner
      className="fixed inset-x-3 bottom-20 z-50 mx-auto max-w-xl rounded-xl bg-white p-4 shadow-2xl ring-1 ring-brand-100 md:bottom-4"
    >
      <p className="text-slate-800">
        {words.question}{" "}
        <a href={setup.privacyPath} className="font-semibold text-brand-800 underline underline-offset-2">
          {words.privacyLink}
        </a>
      </p>
      <div className="mt-3 flex gap-2">
        <button
          type="button"
          onClick={() => decide("granted")}
          className="min-h-11 flex-1 rounded-lg bg-brand-800 px-4 font-semibold text-white hover:bg-brand-900"
        >
          {words.accept}
        </button>
        <button
          type="button"
          onClick={() => decide("denied")}
          className="min-h-11 flex-1 rounded-lg px-4 font-semibold text-brand-900 ring-2 ring-brand-800 hover:bg-brand-50"
        >
          {words.decline}
        </button>
      </div>
    </section>
  );
}

/** Withdraws consent. Tag Manager cannot be unloaded from a running page: a fresh load starts without it. */
function withdraw() {
  storeConsent("denied");
  location.reload();
}
