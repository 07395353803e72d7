/**
 * Which customer quotes may be shown, and how. Presenting invented reviews as customers' words is unlawful in the
 * Netherlands (art. 6:193g BW): a quote counts as a customer's words only when it can be checked, so with the
 * review platform it stands on, its date, a link to it and the customer's recorded consent; a sample ("voorbeeld")
 * is shown with a visible label saying so; anything else (a real source without consent, say) is not shown at all.
 * Plain module without imports: the Studio schema and the dataset check apply the same rules.
 */
export type ReviewFields = {
  source?: string | null;
  date?: string | null;
  url?: string | null;
  consentRecorded?: boolean | null;
};

/** The value of `source` that marks an invented quote, shown only with the sample label. */
export const sampleSource = "voorbeeld";

/**
 * The platforms a real review may come from: public, dated and linkable, so a visitor can check it. The names are
 * the platforms' own; `hosts` are the addresses a link to a review there may have.
 */
export const reviewPlatforms = {
  google: { name: "Google", hosts: ["google.com", "google.nl", "g.page", "maps.app.goo.gl", "goo.gl"] },
  trustoo: { name: "Trustoo", hosts: ["trustoo.nl"] },
  kiyoh: { name: "Kiyoh", hosts: ["kiyoh.com", "kiyoh.nl"] },
  werkspot: { name: "Werkspot", hosts: ["werkspot.nl"] },
} as const;

export type ReviewPlatform = keyof typeof reviewPlatforms;

export const isReviewPlatform = (source: string | null | undefined): source is ReviewPlatform =>
  !!source && Object.hasOwn(reviewPlatforms, source);

/** True for an https link on the platform's own site (or a subdomain of it). */
export function isReviewLink(source: string | null | undefined, url: string | null | undefined): boolean {
  if (!isReviewPlatform(source) || !url) return false;
  try {
    const { protocol, hostname } = new URL(url);
    const host = hostname.toLowerCase();
    return (
      protocol === "https:" &&
      reviewPlatforms[source].hosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`))
    );
  } catch {
    return false;
  }
}

/** What a review with a real source still lacks before it may be published; empty for a sample or a complete one. */
export function missingReviewProof(review: ReviewFields, today = new Date()): ("date" | "future-date" | "link")[] {
  if (!review.source || review.source === sampleSource) return [];
  const missing: ("date" | "future-date" | "link")[] = [];
  if (!review.date || !/^\d{4}-\d{2}-\d{2}$/.test(review.date)) missing.push("date");
  else if (review.date > today.toISOString().slice(0, 10)) missing.push("future-date");
  if (!isReviewLink(review.source, review.url)) missing.push("link");
  return missing;
}

export type ShownReview<T> = T & { kind: "customer" | "sample" };

export function showableReviews<T extends ReviewFields>(items: T[] | null | undefined): ShownReview<T>[] {
  return (items ?? []).flatMap((item): ShownReview<T>[] => {
    if (item.source === sampleSource) return [{ ...item, kind: "sample" }];
    if (isReviewPlatform(item.source) && item.consentRecorded && missingReviewProof(item).length === 0) {
      return [{ ...item, kind: "customer" }];
    }
    return [];
  });
}
