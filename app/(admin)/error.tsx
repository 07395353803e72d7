"use client";

/** A page of the admin that failed: in Dutch, never Next's English default. */
export default function AdminError({ reset }: { error: Error; reset: () => void }) {
  return (
    <main role="alert" className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="font-bold text-2xl">Deze pagina van het beheer kon niet laden</h1>
      <p className="mt-3 text-slate-700">
        Probeer het opnieuw. Blijft het misgaan, kijk dan of de database bereikbaar is (Klaar voor livegang? op het
        dashboard).
      </p>
      <p className="mt-6 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={reset}
          className="min-h-11 rounded-lg bg-brand-800 px-5 font-semibold text-white"
        >
          Probeer opnieuw
        </button>
        <a
          href="/admin"
          className="inline-flex min-h-11 items-center rounded-lg bg-white px-5 font-semibold text-brand-800 shadow-sm"
        >
          Naar het dashboard
        </a>
      </p>
    </main>
  );
}
