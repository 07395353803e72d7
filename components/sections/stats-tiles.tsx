import type { ReactNode } from "react";
import type { SiteSettings } from "@/lib/content/site-settings";

/** True when the page may show the company's figures: the owner has confirmed them in the Studio. */
export const figuresShown = (settings: Pick<SiteSettings, "claims">) => settings.claims.figuresConfirmed === true;

/**
 * The headline figures from site settings, so one edit changes every page that shows them. A figure the owner has
 * not confirmed is left out, not shown with a "sample" note: an unproven figure next to a label still reads as a
 * claim, and a note that the site is a demonstration is no text for a visitor. Until then a town page keeps the two
 * tiles that are promises rather than figures (24/7, the warranty), and the other pages show no tiles at all
 * (`figuresShown`). Once confirmed, the rating links to the reviews behind it.
 */
export function StatsTiles({
  settings: { claims },
  variant,
}: {
  settings: Pick<SiteSettings, "claims">;
  variant: "town" | "results";
}) {
  const confirmed = claims.figuresConfirmed === true;
  const rating: ReactNode = claims.ratingLink ? (
    <a href={claims.ratingLink} className="underline decoration-2 underline-offset-4" rel="nofollow">
      {claims.googleRating}
    </a>
  ) : (
    claims.googleRating
  );
  const promises: [ReactNode, string][] = [
    ["24/7", claims.labels.emergencyService],
    [claims.warranty, claims.labels.warranty],
  ];
  const figures: [ReactNode, string][] = [
    [claims.yearsExperience, claims.labels.yearsExperience],
    [claims.customers, claims.labels.customers],
  ];
  const tiles: [ReactNode, string][] =
    variant === "town"
      ? confirmed
        ? [...figures, ...promises]
        : promises
      : confirmed
        ? [...figures, [claims.helpedWithin24h, claims.labels.helpedWithin24h], [rating, claims.labels.googleRating]]
        : [];
  if (tiles.length === 0) return null;
  return (
    <dl className={`grid grid-cols-2 gap-3 ${tiles.length > 2 ? "lg:grid-cols-4" : "max-w-xl"}`}>
      {tiles.map(([value, label]) => (
        <div
          key={label}
          className="flex flex-col-reverse rounded-xl bg-white p-4 text-center shadow-sm ring-1 ring-sand-line"
        >
          <dt className="text-slate-700 text-sm">{label}</dt>
          <dd className="font-extrabold text-3xl text-brand-800">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
