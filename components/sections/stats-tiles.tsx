import type { SiteSettings } from "@/lib/content/site-settings";

/**
 * The headline figures from site settings, so one edit changes every page that shows them. Until the owner
 * confirms them in the Studio they carry a visible "voorbeeldcijfers" note: an unproven figure is not a claim.
 */
export function StatsTiles({ claims, variant }: { claims: SiteSettings["claims"]; variant: "town" | "results" }) {
  const tiles =
    variant === "town"
      ? [
          [claims.yearsExperience, claims.labels.yearsExperience],
          [claims.customers, claims.labels.customers],
          ["24/7", claims.labels.emergencyService],
          [claims.warranty, claims.labels.warranty],
        ]
      : [
          [claims.yearsExperience, claims.labels.yearsExperience],
          [claims.customers, claims.labels.customers],
          [claims.helpedWithin24h, claims.labels.helpedWithin24h],
          [claims.googleRating, claims.labels.googleRating],
        ];
  return (
    <div>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {tiles.map(([value, label]) => (
          <div
            key={label}
            className="flex flex-col-reverse rounded-xl bg-white p-4 text-center shadow-sm ring-1 ring-brand-100"
          >
            <dt className="text-slate-700 text-sm">{label}</dt>
            <dd className="font-extrabold text-3xl text-brand-800">{value}</dd>
          </div>
        ))}
      </dl>
      {!claims.figuresConfirmed && (
        <p className="mt-2 text-slate-700 text-sm">Voorbeeldcijfers van deze demonstratiesite, nog niet bevestigd.</p>
      )}
    </div>
  );
}
