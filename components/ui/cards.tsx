import type { ReactNode } from "react";
import type { MarkAttributes } from "@/lib/sanity/edit-marks";
import { CheckIcon, CrossIcon } from "./icons";
import { type PageLink, PageLinkArrow } from "./page-link";
import { phoneScroller, phoneScrollerItem } from "./phone-scroller";

type Card = { _key?: string; title: string; text: string; link?: PageLink | null };

/** A grid of titled cards; `numbered` shows them as steps. */
export function CardGrid(props: {
  cards: Card[];
  numbered?: boolean;
  columns?: 2 | 3 | 4;
  icon?: ReactNode;
  /** The id of the section's heading: the cards scroll sideways on a phone, in a list named by it. */
  labelledBy?: string;
  /** Click-to-edit marks of a card's title and text in a preview (lib/sanity/edit-marks.ts). */
  mark?: (card: Card, field: "title" | "text") => MarkAttributes;
}) {
  const columns = { 2: "sm:grid-cols-2", 3: "sm:grid-cols-2 lg:grid-cols-3", 4: "sm:grid-cols-2 lg:grid-cols-4" }[
    props.columns ?? 3
  ];
  const List = props.numbered ? "ol" : "ul";
  return (
    <List
      className={`grid gap-4 ${columns} ${props.labelledBy ? phoneScroller : ""}`}
      tabIndex={props.labelledBy ? 0 : undefined}
      aria-labelledby={props.labelledBy}
    >
      {props.cards.map((card, index) => (
        <li
          key={card._key ?? card.title}
          className={`rounded-[14px] border border-sand-line bg-white p-5 text-slate-900 shadow-sm ${props.labelledBy ? phoneScrollerItem : ""}`}
        >
          <div className="flex items-center gap-3">
            {props.numbered ? (
              <span
                className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-800 font-bold text-white"
                aria-hidden="true"
              >
                {index + 1}
              </span>
            ) : (
              props.icon && <span className="text-accent-600">{props.icon}</span>
            )}
            {/* The list is an <ol>: a screen reader says the step's number itself, the circle shows it to the eye. */}
            <h3 className="font-semibold text-lg leading-snug" {...props.mark?.(card, "title")}>
              {card.title}
            </h3>
          </div>
          <p className="mt-2 text-slate-700" {...props.mark?.(card, "text")}>
            {card.text}
            {card.link && (
              <>
                {" "}
                <PageLinkArrow link={card.link} />
              </>
            )}
          </p>
        </li>
      ))}
    </List>
  );
}

/** A list of short statements with a tick (or a cross for things not to do). */
export function CheckList({
  items,
  negative,
  className,
  mark,
}: {
  items: string[];
  negative?: boolean;
  className?: string;
  /** In a preview, each line opens its place in the list (lineMarks, lib/sanity/edit-marks.ts). */
  mark?: (index: number) => MarkAttributes;
}) {
  return (
    <ul className={`space-y-2 ${className ?? ""}`}>
      {items.map((item, index) => (
        <li key={item} className="flex gap-2">
          {negative ? (
            <CrossIcon className="mt-0.5 size-5 shrink-0 text-error-600" />
          ) : (
            <CheckIcon className="mt-0.5 size-5 shrink-0 text-whatsapp-600" />
          )}
          <span {...mark?.(index)}>{item}</span>
        </li>
      ))}
    </ul>
  );
}
