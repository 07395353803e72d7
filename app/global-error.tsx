"use client";

import "./globals.css";

/**
 * When even a root layout failed (the content or the settings could not be read), nothing of the page remains to
 * take a phone number from: this replaces the whole document, in Dutch, with a way back. Never Next's English page.
 */
export default function GlobalError({ reset }: { error: Error; reset: () => void }) {
  return (
    <html lang="nl">
      <body className="flex min-h-dvh items-center justify-center bg-brand-50 px-4 text-center">
        <main role="alert" className="max-w-xl">
          <h1 className="font-bold text-3xl text-brand-900">De website kon niet laden</h1>
          <p className="mt-3 text-lg text-slate-700">Probeer het over een ogenblik opnieuw.</p>
          <p className="mt-6 flex flex-wrap justify-center gap-3">
            <button
              type="button"
              onClick={reset}
              className="min-h-12 rounded-lg bg-brand-800 px-5 font-semibold text-white"
            >
              Probeer opnieuw
            </button>
            <a
              href="/"
              className="inline-flex min-h-12 items-center rounded-lg bg-white px-5 font-semibold text-brand-800"
            >
              Naar de homepagina
            </a>
          </p>
        </main>
      </body>
    </html>
  );
}
