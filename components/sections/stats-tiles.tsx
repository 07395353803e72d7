import type { ReactNode } from "react";
import type { SiteSettings } from "@/lib/content/site-settings";

/**
 * The headline figures from site settings, so one edit changes every page that shows them. Until the owner
 * confirms them in the Studio they carry the settings' note for sample figures: an unproven figure is not a claim.
 * Once confirmed, the rating links to the reviews behind it.
 */
export function StatsTiles({
  settings: { claims, sampleLabels },
  variant,
}: {
  settings: Pick<SiteSettings, "claims" | "sampleLabels">;
  variant: "town" | "results";
}) {
  const rating: ReactNode =
    claims.figuresConfirmed && claims.ratingLink ? (
      <a href={claims.ratingLink} className="underline decoration-2 underline-offset-4" rel="nofollow">
        {claims.googleRating}
      </a>
    ) : (
      claims.googleRating
    );
  const tiles: [ReactNode, string][] =
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
          [rating, claims.labels.googleRating],
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
        <p data-sample className="mt-2 text-slate-700 text-sm">
          {sampleLabels.figures}
        </p>
      )}
    </div>
  );
}
