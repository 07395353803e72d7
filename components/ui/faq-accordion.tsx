import type { MarkAttributes } from "@/lib/sanity/edit-marks";
import { type PageLink, PageLinkArrow } from "./page-link";

type Faq = {
  _key?: string;
  _id?: string;
  question: string;
  answer: string;
  /** A page of this site that says more, e.g. the price guide under a question about costs. */
  link?: PageLink | null;
};

/**
 * Questions and answers as native disclosure widgets sharing one `name`: the browser keeps one open at a time and
 * the open one closes again on a second click. No JavaScript at all (a Radix accordion cost 13.5 KiB gzip on every
 * town page), keyboard and screen-reader support come with the elements, and it works before hydration.
 */
export function FaqAccordion({
  items,
  name,
  mark,
}: {
  items: Faq[];
  name: string;
  /** Click-to-edit marks of a question and an answer in a preview (lib/sanity/edit-marks.ts). */
  mark?: (item: Faq, field: "question" | "answer") => MarkAttributes;
}) {
  return (
    <div className="divide-y divide-brand-100 rounded-xl border border-sand-line bg-white">
      {items.map((item, index) => (
        <details key={item._key ?? item._id ?? index} name={name} className="group">
          <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-semibold text-brand-900 text-lg hover:bg-sand [&::-webkit-details-marker]:hidden">
            <h3 className="font-semibold text-lg" {...mark?.(item, "question")}>
              {item.question}
            </h3>
            <span aria-hidden="true" className="text-2xl text-accent-600 transition-transform group-open:rotate-45">
              +
            </span>
          </summary>
          <p className="px-5 pb-5 text-slate-700" {...mark?.(item, "answer")}>
            {item.answer}
            {item.link && (
              <>
                {" "}
                <PageLinkArrow link={item.link} />
              </>
            )}
          </p>
        </details>
      ))}
    </div>
  );
}
