import { QuoteIcon } from "@/components/ui/icons";
import { type ReviewFields, reviewSourceLabels, showableReviews } from "@/lib/content/reviews";
import { formatDutchMonth } from "@/lib/site/dates";

type Testimonial = ReviewFields & {
  _id?: string;
  _key?: string;
  name: string;
  place: string;
  quote: string;
  service?: string;
};

/**
 * Customer quotes: words, a name and where they come from; no invented star ratings. A sample is labelled as one
 * (see lib/content/reviews.ts).
 */
export function Testimonials({
  items,
  onDark = false,
  columns = 3,
}: {
  items: Testimonial[];
  onDark?: boolean;
  columns?: 2 | 3;
}) {
  const shown = showableReviews(items);
  if (shown.length === 0) return null;
  return (
    <ul className={`grid gap-4 sm:grid-cols-2 ${columns === 3 ? "lg:grid-cols-3" : ""}`}>
      {shown.map((item) => (
        <li
          key={item._id ?? item._key ?? item.name}
          className={onDark ? "rounded-xl bg-white/10 p-4" : "rounded-xl bg-white p-5 shadow-sm ring-1 ring-brand-100"}
        >
          <figure>
            <div className="flex items-start justify-between gap-2">
              <QuoteIcon className={`size-7 ${onDark ? "text-amber-300" : "text-accent-600"}`} />
              {item.kind === "sample" && (
                <span
                  className={`rounded-full px-2.5 py-0.5 font-semibold text-xs ${onDark ? "bg-white/20 text-white" : "bg-amber-100 text-amber-950"}`}
                >
                  Voorbeeld
                </span>
              )}
            </div>
            <blockquote className="mt-2">{item.quote}</blockquote>
            <figcaption className={`mt-3 text-sm ${onDark ? "text-white/80" : "text-slate-700"}`}>
              <span className={`font-semibold ${onDark ? "text-white" : "text-slate-900"}`}>{item.name}</span> ·{" "}
              {item.place}
              {item.service && <> · {item.service}</>}
              {item.kind === "customer" && item.source && item.date && (
                <>
                  {" "}
                  · {reviewSourceLabels[item.source]}, {formatDutchMonth(item.date)}
                </>
              )}
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
