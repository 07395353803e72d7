"use client";

import { useEffect, useState } from "react";
import { PhoneIcon, WhatsAppIcon } from "@/components/ui/icons";

const delayMs = 1000;
const closedKey = "spoedpopup-gesloten";

/**
 * A small, non-blocking emergency notice that slides in one second after load. Once closed it stays closed for
 * the rest of the visit (session storage), so it never nags.
 */
export function EmergencyPopup(props: {
  telHref: string;
  whatsappHref: string;
  /** The call button's words from the settings, number filled in. */
  callLabel: string;
  /** From the site settings, placeholders already filled in. */
  heading: string;
  text: string;
}) {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    // Next keeps a page visited earlier mounted but hidden, with its state, and runs this again when the visitor
    // returns to it: a notice closed on another page meanwhile must not come back open.
    if (sessionStorage.getItem(closedKey)) {
      setOpen(false);
      return;
    }
    const timer = window.setTimeout(() => setOpen(true), delayMs);
    return () => window.clearTimeout(timer);
  }, []);

  if (!open) return null;

  const close = () => {
    sessionStorage.setItem(closedKey, "1");
    setOpen(false);
  };

  return (
    <div
      role="dialog"
      aria-modal="false"
      aria-labelledby="spoedpopup-titel"
      data-track-source="emergency_popup"
      className="fixed inset-x-3 bottom-20 z-50 rounded-xl border-2 border-alarm-600 bg-white p-4 shadow-2xl sm:inset-x-auto sm:right-4 sm:bottom-4 sm:max-w-sm"
    >
      <button
        type="button"
        onClick={close}
        className="absolute top-2 right-2 flex size-11 items-center justify-center rounded-full text-2xl text-slate-700 hover:bg-slate-100"
        aria-label="Sluiten"
      >
        <span aria-hidden="true">×</span>
      </button>
      <p id="spoedpopup-titel" className="pr-10 font-bold text-alarm-700 text-lg">
        {props.heading}
      </p>
      <p className="mt-1 text-slate-700 text-sm">{props.text}</p>
      <div className="mt-3 flex gap-2">
        <a
          href={props.telHref}
          className="inline-flex min-h-11 flex-1 items-center justify-center gap-2 rounded-lg bg-accent-600 px-3 font-semibold text-white hover:bg-accent-700"
        >
          <PhoneIcon /> {props.callLabel}
        </a>
        <a
          href={props.whatsappHref}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-whatsapp-600 px-3 font-semibold text-white hover:bg-whatsapp-700"
        >
          <WhatsAppIcon /> <span className="sr-only">WhatsApp (opent in een nieuw venster)</span>
        </a>
      </div>
    </div>
  );
}
