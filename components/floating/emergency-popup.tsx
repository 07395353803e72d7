"use client";

import { useEffect, useState } from "react";
import { PhoneIcon, WhatsAppIcon } from "@/components/ui/icons";

const delayMs = 1000;
/** Set when the notice is shown (the name is older than that rule): it shows once per visit. */
const shownKey = "spoedpopup-gesloten";

/**
 * A small, non-blocking emergency notice that appears one second after load, once per visit (session storage), and
 * can be closed: one line with the call. On a phone it is docked on top of the sticky contact bar (the call an
 * outlined icon there, the bar's own call button is just below it), so it covers neither the hero's buttons nor the
 * bar; from 768 px a slim card in the bottom right corner, low enough to leave a form's send button in a hero free.
 * It does not repeat the hero's promise: that is on the page already. While storm mode is on the chrome leaves it
 * out: the storm banner says it.
 */
export function EmergencyPopup(props: {
  telHref: string;
  whatsappHref: string;
  /** The call button's words from the settings, number filled in. */
  callLabel: string;
  /** From the site settings, placeholders already filled in. */
  heading: string;
}) {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    // Next keeps a page visited earlier mounted but hidden, with its state, and runs this again when the visitor
    // returns to it: a notice shown on another page meanwhile must not come back.
    if (sessionStorage.getItem(shownKey)) {
      setOpen(false);
      return;
    }
    const timer = window.setTimeout(() => {
      sessionStorage.setItem(shownKey, "1");
      setOpen(true);
    }, delayMs);
    return () => window.clearTimeout(timer);
  }, []);

  if (!open) return null;

  return (
    <div
      role="dialog"
      aria-modal="false"
      aria-labelledby="spoedpopup-titel"
      data-track-source="emergency_popup"
      data-emergency-popup
      className="fixed inset-x-0 bottom-14 z-50 flex items-center gap-2 border-sand-line border-t bg-sand py-1 pr-1 pl-4 md:inset-x-auto md:right-4 md:bottom-4 md:max-w-xl md:rounded-2xl md:border md:bg-white md:py-2 md:pr-2 md:pl-5 md:shadow-2xl"
    >
      <p id="spoedpopup-titel" className="min-w-0 flex-1 font-bold text-[15px] text-ink leading-tight md:text-base">
        {props.heading}
      </p>
      <a
        href={props.telHref}
        className="inline-flex size-10 shrink-0 items-center justify-center gap-2 rounded-[10px] bg-white font-bold text-call-700 ring-2 ring-call-600 ring-inset md:size-auto md:min-h-11 md:bg-call-600 md:px-4 md:text-white"
      >
        <PhoneIcon /> <span className="max-md:sr-only">{props.callLabel}</span>
      </a>
      <a
        href={props.whatsappHref}
        target="_blank"
        rel="noopener noreferrer"
        className="hidden min-h-11 shrink-0 items-center rounded-[10px] px-3 text-whatsapp-700 ring-2 ring-whatsapp-600 ring-inset md:inline-flex"
      >
        <WhatsAppIcon /> <span className="sr-only">WhatsApp (opent in een nieuw venster)</span>
      </a>
      <button
        type="button"
        onClick={() => setOpen(false)}
        className="flex size-10 shrink-0 items-center justify-center rounded-full text-2xl text-slate-700 hover:bg-white md:size-11 md:hover:bg-slate-100"
        aria-label="Sluiten"
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
