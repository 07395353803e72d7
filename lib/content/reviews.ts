/**
 * Which customer quotes may be shown, and how. Presenting invented reviews as customers' words is unlawful in the
 * Netherlands (art. 6:193g BW): a quote counts as a customer's words only with a real source, a date and the
 * customer's recorded consent; a sample ("voorbeeld") is shown with a visible label saying so; anything else (a real
 * source without consent, say) is not shown at all.
 */
export type ReviewFields = {
  source?: string | null;
  date?: string | null;
  consentRecorded?: boolean | null;
};

export const reviewSourceLabels: Record<string, string> = {
  google: "Google-review",
  werkspot: "Werkspot",
  klant: "Klant van ons",
};

export type ShownReview<T> = T & { kind: "customer" | "sample" };

export function showableReviews<T extends ReviewFields>(items: T[] | null | undefined): ShownReview<T>[] {
  return (items ?? []).flatMap((item): ShownReview<T>[] => {
    if (item.source === "voorbeeld") return [{ ...item, kind: "sample" }];
    if (item.source && reviewSourceLabels[item.source] && item.date && item.consentRecorded) {
      return [{ ...item, kind: "customer" }];
    }
    return [];
  });
}
