import { AdminPanel } from "./admin-panel";

/** The download of won requests that came from an ad click, for Google Ads' offline conversions. */
export function AdsExportSection() {
  return (
    <AdminPanel id="ads-titel" title="Google Ads: opdrachten terugmelden">
      <p className="mt-1 text-slate-700">
        Aanvragen met de status “Opdracht” die via een advertentieklik binnenkwamen, in het importformaat van Google Ads
        (offline conversies). Alleen bezoekers die de statistieken (Google Tag Manager) hebben geaccepteerd, hebben een
        klik-id (gclid): zonder die toestemming bewaart de site de klik-id niet en komt de aanvraag niet in dit bestand,
        ook niet als de bezoeker via een advertentie kwam. Naam en waarde van de conversie stel je in bij de
        bedrijfsgegevens in de Studio.
      </p>
      <a
        href="/api/admin/google-ads-conversies.csv"
        className="mt-3 inline-flex min-h-11 items-center rounded-lg bg-brand-800 px-4 font-semibold text-white"
      >
        Download conversies voor Google Ads
      </a>
    </AdminPanel>
  );
}
