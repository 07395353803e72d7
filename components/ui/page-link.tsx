import Link from "next/link";
import { ArrowRightIcon } from "./icons";

/** A `pageLink` from the content: a page of this site that says more, in the editor's own words. */
export type PageLink = { text: string; href: string };

/**
 * The one way a text from the content links on to another page (an FAQ answer, a card, a text section): its own
 * words with an arrow, rendered on the server.
 */
export function PageLinkArrow({ link, className }: { link: PageLink; className?: string }) {
  return (
    <Link
      href={link.href}
      className={`inline-flex items-center gap-1 font-semibold text-brand-800 underline underline-offset-2 ${className ?? ""}`}
    >
      {link.text} <ArrowRightIcon className="size-4" />
    </Link>
  );
}
