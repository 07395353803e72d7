import Link from "next/link";
import { ArrowRightIcon } from "@/components/ui/icons";
import type { EditMark } from "@/lib/sanity/edit-marks";
import { articlePath } from "@/lib/site/routes";

/** Badge colours per priority, as the Studio's priority list names them. */
const priorityStyles: Record<string, string> = {
  Hoog: "bg-red-100 text-red-800",
  Gemiddeld: "bg-amber-100 text-amber-900",
  Essentieel: "bg-green-100 text-green-900",
};

type Tip = {
  _id: string;
  title: string;
  content: string;
  action: string;
  priority: string;
  season?: string | null;
  articleSlug: string | null;
};

/**
 * One tip as a card that leads to its article (chosen by the editor), or to `fallbackHref` when it has none. The
 * tips page shows the priority; town pages leave it out.
 */
export function TipCard({
  tip,
  fallbackHref,
  showPriority,
  mark,
}: {
  tip: Tip;
  fallbackHref: string;
  showPriority?: boolean;
  /** Click-to-edit marks of its title and text in a preview (lib/sanity/edit-marks.ts). */
  mark?: EditMark;
}) {
  const document = { _id: tip._id, _type: "tip" };
  return (
    <li className="flex flex-col rounded-xl border border-sand-line p-5 shadow-sm">
      {showPriority && (
        <p className="mb-3 flex flex-wrap gap-2">
          <span className={`rounded-full px-3 py-1 font-semibold text-xs ${priorityStyles[tip.priority] ?? ""}`}>
            <span className="sr-only">Prioriteit: </span>
            {tip.priority}
          </span>
          {tip.season && (
            <span className="rounded-full bg-sky-100 px-3 py-1 font-semibold text-sky-900 text-xs">
              <span className="sr-only">Seizoen: </span>
              {tip.season.charAt(0).toUpperCase() + tip.season.slice(1)}
            </span>
          )}
        </p>
      )}
      <h3 className="font-semibold text-lg" {...mark?.(document, "title")}>
        {tip.title}
      </h3>
      <p className="mt-2 flex-1 text-slate-700" {...mark?.(document, "content")}>
        {tip.content}
      </p>
      <Link
        href={tip.articleSlug ? `${articlePath(tip.articleSlug)}#artikel` : fallbackHref}
        className="mt-4 inline-flex items-center gap-1 font-semibold text-brand-800 underline-offset-2 hover:underline"
      >
        {/* No space before the colon: a screen reader reads "Lees meer: Herken lekkage op tijd". */}
        <span>
          {tip.action}
          <span className="sr-only">: {tip.title}</span>
        </span>
        <ArrowRightIcon className="size-4" />
      </Link>
    </li>
  );
}
