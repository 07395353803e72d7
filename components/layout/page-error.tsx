"use client";

import { useContext } from "react";
import { ContactContext } from "./contact-context";

/**
 * What a public page shows when it could not be rendered or loaded (the server failed, the connection dropped
 * during a navigation): in Dutch, with the page's phone number and WhatsApp, and a button that tries again. Never
 * Next's English default. The top bar and footer around it stay, so every contact route is still one tap away.
 */
export function PageError({ reset }: { reset: () => void }) {
  const contact = useContext(ContactContext);
  return (
    <section role="alert" className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="font-bold text-3xl text-brand-900">Deze pagina kon niet laden</h1>
      <p className="mt-3 text-lg text-slate-700">
        Dat ligt niet aan jou. Probeer het opnieuw, of neem direct contact op: we helpen je ook zonder website.
      </p>
      <p className="mt-6 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={reset}
          className="min-h-12 rounded-lg bg-brand-800 px-5 font-semibold text-white hover:bg-brand-900"
        >
          Probeer opnieuw
        </button>
        {contact && (
          <>
            <a
              href={contact.tel}
              className="inline-flex min-h-12 items-center rounded-lg bg-accent-600 px-5 font-semibold text-white"
            >
              {`Bel ${contact.phoneDisplay}`}
            </a>
            <a
              href={contact.whatsapp}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-12 items-center rounded-lg bg-whatsapp-600 px-5 font-semibold text-white"
            >
              WhatsApp
            </a>
          </>
        )}
      </p>
    </section>
  );
}
