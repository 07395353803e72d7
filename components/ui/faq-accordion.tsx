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
    <div className="faq divide-y divide-brand-100 rounded-xl border border-sand-line bg-white">
      {items.map((item, index) => (
        <details key={item._key ?? item._id ?? index} name={name}>
          <summary>
            <h3 className="font-semibold text-lg" {...mark?.(item, "question")}>
              {item.question}
            </h3>
            <span aria-hidden="true">+</span>
          </summary>
          <p {...mark?.(item, "answer")}>
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
