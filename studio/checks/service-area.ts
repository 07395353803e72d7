import type { SanityDocument as SanityDoc } from "../../lib/sanity/ndjson.ts";

/** Every town page lies inside the service area its texts promise free travel in ({serviceArea}). */
export function serviceAreaProblems(docs: SanityDoc[]): string[] {
  const radius = (docs.find((doc) => doc._type === "siteSettings") as { serviceArea?: { radiusKm?: number } })
    ?.serviceArea?.radiusKm;
  if (typeof radius !== "number") return [];
  return docs.flatMap((doc) =>
    doc._type === "town" && typeof doc.distanceKm === "number" && doc.distanceKm > radius
      ? [`${doc._id}: ${doc.distanceKm} km from the base, outside the service area of ${radius} km`]
      : [],
  );
}
