import Link from "next/link";
import { ArrowRightIcon } from "@/components/ui/icons";
import { articlePath } from "@/lib/site/routes";

/** Badge colours per priority, as the Studio's priority list names them. */
const priorityStyles: Record<string, string> = {
  Hoog: "bg-red-100 text-red-800",
  Medium: "bg-amber-100 text-amber-900",
  Seizoensgebonden: "bg-sky-100 text-sky-900",
  Essentieel: "bg-green-100 text-green-900",
};

type Tip = { title: string; content: string; action: string; priority: string; articleSlug: string | null };

/**
 * One tip as a card that leads to its article (chosen by the editor), or to `fallbackHref` when it has none. The
 * tips page shows the priority; town pages leave it out.
 */
export function TipCard({
  tip,
  fallbackHref,
  showPriority,
}: {
  tip: Tip;
  fallbackHref: string;
  showPriority?: boolean;
}) {
  return (
    <li className="flex flex-col rounded-xl border border-brand-100 p-5 shadow-sm">
      {showPriority && (
        <span
          className={`mb-3 self-start rounded-full px-3 py-1 font-semibold text-xs ${priorityStyles[tip.priority] ?? ""}`}
        >
          <span className="sr-only">Prioriteit: </span>
          {tip.priority}
        </span>
      )}
      <h3 className="font-semibold text-lg">{tip.title}</h3>
      <p className="mt-2 flex-1 text-slate-700">{tip.content}</p>
      <Link
        href={tip.articleSlug ? `${articlePath(tip.articleSlug)}#artikel` : fallbackHref}
        className="mt-4 inline-flex items-center gap-1 font-semibold text-brand-800 underline-offset-2 hover:underline"
      >
        {tip.action}
        <span className="sr-only">: {tip.title}</span>
        <ArrowRightIcon className="size-4" />
      </Link>
    </li>
  );
}
