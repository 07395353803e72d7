import { QuoteIcon } from "@/components/ui/icons";
import { phoneScroller, phoneScrollerItem } from "@/components/ui/phone-scroller";
import { type ReviewFields, reviewPlatforms, showableReviews } from "@/lib/content/reviews";
import type { SiteSettings } from "@/lib/content/site-settings";
import type { MarkAttributes } from "@/lib/sanity/edit-marks";
import { formatDutchMonth } from "@/lib/time/dutch-time";
import { SampleLabel } from "./sample-label";

type Testimonial = ReviewFields & {
  _id?: string;
  _key?: string;
  name: string;
  place: string;
  quote: string;
  service?: string;
};

/** The settings' words around customer quotes: the sample label and the line on how reviews are checked. */
export type ReviewWords = Pick<SiteSettings, "reviewPolicy"> & { sampleLabel: string };

export const reviewWords = (settings: SiteSettings): ReviewWords => ({
  reviewPolicy: settings.reviewPolicy,
  sampleLabel: settings.sampleLabels.review,
});

/**
 * Customer quotes: words, a name and where they come from; no invented star ratings. A real review names its
 * platform and month and links to it, so it can be checked; a sample carries the settings' sample label (see
 * lib/content/reviews.ts). Under the quotes, the one line on how reviews are checked, but only where a real review
 * stands: beside samples alone it would claim a check that never happened (art. 6:193c and 6:193g BW).
 */
export function Testimonials({
  items,
  words,
  onDark = false,
  columns = 3,
  labelledBy,
  mark,
}: {
  items: Testimonial[];
  words: ReviewWords;
  onDark?: boolean;
  columns?: 2 | 3;
  /** The id of the section's heading: the quotes scroll sideways on a phone, in a list named by it. */
  labelledBy?: string;
  /** In a preview, a quote and its name open their fields: a review document's, or a town's own item's. */
  mark?: (item: { _id?: string; _key?: string }, field: string) => MarkAttributes;
}) {
  const shown = showableReviews(items);
  if (shown.length === 0) return null;
  // The name, with its mark in a preview.
  const nameOf = (item: { _id?: string; _key?: string; name: string }) => (
    <span className={`font-semibold ${onDark ? "text-white" : "text-slate-900"}`} {...mark?.(item, "name")}>
      {item.name}
    </span>
  );
  return (
    <div>
      <ul
        className={`grid gap-4 sm:grid-cols-2 ${columns === 3 ? "lg:grid-cols-3" : ""} ${labelledBy ? phoneScroller : ""}`}
        tabIndex={labelledBy ? 0 : undefined}
        aria-labelledby={labelledBy}
      >
        {shown.map((item) => (
          <li
            key={item._id ?? item._key ?? item.name}
            className={`${onDark ? "rounded-xl bg-white/10 p-4" : "rounded-[14px] bg-white p-5 shadow-sm ring-1 ring-sand-line"} ${labelledBy ? phoneScrollerItem : ""}`}
          >
            <figure data-review={item.kind}>
              <div className="flex items-start justify-between gap-2">
                <QuoteIcon className={`size-7 ${onDark ? "text-amber-300" : "text-accent-600"}`} />
                {item.kind === "sample" && <SampleLabel text={words.sampleLabel} onDark={onDark} />}
              </div>
              <blockquote className="mt-2" {...mark?.(item, "quote")}>
                {item.quote}
              </blockquote>
              {/* biome-ignore format: written as it was before the name had a mark, so the page's HTML stays the same */}
              <figcaption className={`mt-3 text-sm ${onDark ? "text-white/80" : "text-slate-700"}`}>
                {nameOf(item)} ·{" "}
                {item.place}
                {item.service && <> · {item.service}</>}
                {item.kind === "customer" && item.source && item.date && item.url && (
                  <>
                    {" "}
                    ·{" "}
                    <a href={item.url} className="underline underline-offset-2" rel="nofollow">
                      {reviewPlatforms[item.source as keyof typeof reviewPlatforms].name}
                    </a>
                    , {formatDutchMonth(item.date)}
                  </>
                )}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      {shown.some((item) => item.kind === "customer") && (
        <p className={`mt-4 max-w-3xl text-sm ${onDark ? "text-white/80" : "text-slate-700"}`}>{words.reviewPolicy}</p>
      )}
    </div>
  );
}
