/** An admin address that leads nowhere (a lead deleted since, a mistyped id): inside the admin's header, in Dutch. */
export default function AdminNotFound() {
  return (
    <main className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="font-bold text-2xl">Niet gevonden</h1>
      <p className="mt-3 text-slate-700">
        Deze aanvraag of pagina bestaat niet (meer). Misschien is de aanvraag verwijderd.
      </p>
      <p className="mt-6 flex flex-wrap justify-center gap-3">
        <a
          href="/admin"
          className="inline-flex min-h-11 items-center rounded-lg bg-brand-800 px-5 font-semibold text-white"
        >
          Naar het dashboard
        </a>
        <a
          href="/admin/aanvragen"
          className="inline-flex min-h-11 items-center rounded-lg bg-white px-5 font-semibold text-brand-800 shadow-sm"
        >
          Alle aanvragen
        </a>
      </p>
    </main>
  );
}
