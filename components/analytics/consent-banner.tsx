"use client";

import { useEffect, useState } from "react";
import type { Consent } from "@/lib/analytics/attribution";
import { consentGranted, readConsent, storeConsent } from "@/lib/analytics/client";

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

/**
 * Loads Tag Manager with Consent Mode set to the visitor's two answers: statistics grants Analytics its storage, ad
 * measurement grants sending an ad click to Google Ads as a conversion (ad_user_data; lib/analytics/client.ts keeps
 * the click id only after that yes). Ads are never personalised and no advertising cookies are set, so the other two
 * stay denied.
 */
function loadTagManager(gtmId: string, consent: Consent) {
  const gtag = setDefaultConsent();
  gtag("consent", "update", {
    analytics_storage: consent.statistics ? "granted" : "denied",
    ad_user_data: consent.ads ? "granted" : "denied",
  });
  const w = window as unknown as GtmWindow;
  w.dataLayer.push({ "gtm.start": Date.now(), event: "gtm.js" });
  const script = document.createElement("script");
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(gtmId)}`;
  document.head.appendChild(script);
}

type Purpose = { label: string; text: string };

/** What the banner needs from the settings: the Tag Manager id, its words (Studio) and the privacy page's address. */
export type ConsentSetup = {
  gtmId: string;
  words: {
    question: string;
    statistics: Purpose;
    ads: Purpose;
    accept: string;
    save: string;
    decline: string;
    privacyLink: string;
    name: string;
  };
  privacyPath: string;
};

const anyGranted = (consent: Consent) => consent.statistics || consent.ads;

/**
 * Shown only when a Tag Manager id is configured. It asks two things apart, statistics (Google Analytics) and ad
 * measurement (Google Ads), with nothing ticked beforehand, and offers three buttons of one and the same style:
 * refusing is as easy as accepting. Tag Manager loads after a yes to either, never before; a refusal is remembered
 * and nothing from Google loads. The footer's consent link (server-rendered, see components/layout/legal-links.tsx)
 * is one click either way: before consent it opens this choice, after consent it withdraws it. Which of its two
 * labels shows follows `data-consent` on <html>, set here.
 */
export function ConsentBanner({ setup }: { setup: ConsentSetup }) {
  const { gtmId, words } = setup;
  const [choice, setChoice] = useState<Consent | null | "unknown">("unknown");
  const [ticked, setTicked] = useState<Consent>({ statistics: false, ads: false });

  useEffect(() => {
    const stored = readConsent();
    setChoice(stored);
    document.documentElement.dataset.consent = stored ? (anyGranted(stored) ? "granted" : "denied") : "none";
    if (stored && anyGranted(stored)) loadTagManager(gtmId, stored);
    else setDefaultConsent();
    const onFooterLink = (event: MouseEvent) => {
      if (!(event.target as Element | null)?.closest("[data-consent-settings]")) return;
      event.preventDefault();
      if (consentGranted()) withdraw();
      else setChoice(null);
    };
    document.addEventListener("click", onFooterLink);
    return () => document.removeEventListener("click", onFooterLink);
  }, [gtmId]);

  if (choice !== null) return null;
  const decide = (consent: Consent) => {
    // Tag Manager cannot be unloaded from a running page: a fresh load applies a narrower choice.
    if (consentGranted()) {
      storeConsent(consent);
      location.reload();
      return;
    }
    storeConsent(consent);
    setChoice(consent);
    document.documentElement.dataset.consent = anyGranted(consent) ? "granted" : "denied";
    if (anyGranted(consent)) loadTagManager(gtmId, consent);
  };
  const purposes = [
    { key: "statistics", words: words.statistics },
    { key: "ads", words: words.ads },
  ] as const;
  // One style for every button: none is pushed forward, so "no" weighs as much as "yes".
  const button =
    "min-h-11 rounded-lg px-3 py-2 font-semibold text-brand-900 ring-2 ring-brand-800 hover:bg-brand-50 sm:flex-1";
  return (
    <section
      aria-label={words.name}
      data-consent-banner
      className="fixed inset-x-3 bottom-20 z-50 mx-auto max-h-[calc(100dvh-6rem)] max-w-xl overflow-y-auto rounded-xl bg-white p-4 shadow-2xl ring-1 ring-brand-100 md:bottom-4"
    >
      <p className="text-slate-800">
        {words.question}{" "}
        <a href={setup.privacyPath} className="font-semibold text-brand-800 underline underline-offset-2">
          {words.privacyLink}
        </a>
      </p>
      <div className="mt-3 space-y-2">
        {purposes.map(({ key, words: purpose }) => (
          <label key={key} className="flex cursor-pointer gap-3 rounded-lg p-2 ring-1 ring-slate-200">
            <input
              type="checkbox"
              name={key}
              checked={ticked[key]}
              onChange={(event) => setTicked({ ...ticked, [key]: event.currentTarget.checked })}
              className="mt-1 size-5 shrink-0 accent-brand-800"
            />
            <span>
              <span className="block font-semibold text-slate-900">{purpose.label}</span>
              <span className="block text-slate-700 text-sm">{purpose.text}</span>
            </span>
          </label>
        ))}
      </div>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row">
        <button
          type="button"
          data-consent-button
          onClick={() => decide({ statistics: false, ads: false })}
          className={button}
        >
          {words.decline}
        </button>
        <button type="button" data-consent-button onClick={() => decide(ticked)} className={button}>
          {words.save}
        </button>
        <button
          type="button"
          data-consent-button
          onClick={() => decide({ statistics: true, ads: true })}
          className={button}
        >
          {words.accept}
        </button>
      </div>
    </section>
  );
}

/** Withdraws every consent. Tag Manager cannot be unloaded from a running page: a fresh load starts without it. */
function withdraw() {
  storeConsent({ statistics: false, ads: false });
  location.reload();
}
