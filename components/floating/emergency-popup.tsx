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
 * out: the storm banner says it. Its styles are the `.spoedmelding` rules in app/globals.css, so that this script,
 * loaded by every page, carries none of them.
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
      className="spoedmelding"
    >
      <p id="spoedpopup-titel">{props.heading}</p>
      <a href={props.telHref} data-bel>
        <PhoneIcon /> <span className="max-md:sr-only">{props.callLabel}</span>
      </a>
      <a href={props.whatsappHref} target="_blank" rel="noopener noreferrer" data-app>
        <WhatsAppIcon /> <span className="sr-only">WhatsApp (opent in een nieuw venster)</span>
      </a>
      <button type="button" onClick={() => setOpen(false)} aria-label="Sluiten">
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
