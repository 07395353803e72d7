import Link from "next/link";
import type { ReactNode } from "react";
import { figuresShown } from "@/components/sections/stats-tiles";
import { EuroIcon, HomeIcon, ShieldIcon, StarIcon } from "@/components/ui/icons";
import type { SiteSettings } from "@/lib/content/site-settings";
import { type EditMark, itemMarks, type MarkAttributes, siteSettingsDocument } from "@/lib/sanity/edit-marks";

const icons: Record<string, ReactNode> = {
  workshop: <HomeIcon className="size-5" />,
  warranty: <ShieldIcon className="size-5" />,
  price: <EuroIcon className="size-5" />,
  company: <BadgeIcon />,
};

function BadgeIcon() {
  return (
    <svg className="size-5" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path strokeLinecap="round" strokeLinejoin="round" d="M4 5h16v14H4zM8 9h8M8 13h5" />
    </svg>
  );
}

const columns: Record<number, string> = {
  2: "lg:grid-cols-2",
  3: "lg:grid-cols-3",
  4: "lg:grid-cols-4",
  5: "lg:grid-cols-5",
};

type Item = {
  key: string;
  icon: ReactNode;
  title: string;
  text: string;
  href?: string | null;
  external?: boolean;
  /** In a preview, each line opens the settings' field it was written in (placeholders and all). */
  titleMark?: MarkAttributes;
  textMark?: MarkAttributes;
};

/**
 * Who the visitor is dealing with, right under every hero: the workshop, the warranty, how the price works and the
 * KvK number, each a fact that can be checked (the settings' words, Studio → Bedrijfsgegevens → Vertrouwen en
 * foto’s), and the Google rating once the owner has confirmed the figures. Two by two on a phone, one row from
 * 1024 px. `inline`: inside a hero whose right column holds a form (the quote page, a town with the short form), so
 * that on a phone it comes before the form instead of after it.
 */
export function TrustBar({
  settings,
  mark,
  inline = false,
}: {
  settings: SiteSettings;
  mark?: EditMark;
  inline?: boolean;
}) {
  const itemMark = mark ? itemMarks(mark, siteSettingsDocument, "trustBar.items") : undefined;
  const items: Item[] = settings.trustBar.items.map((item) => ({
    key: item._key,
    icon: icons[item.icon] ?? icons.company,
    title: item.title,
    text: item.text,
    href: item.href,
    titleMark: itemMark?.(item, "title"),
    textMark: itemMark?.(item, "text"),
  }));
  const { claims } = settings;
  if (figuresShown(settings) && claims.ratingLink) {
    items.push({
      key: "rating",
      icon: <StarIcon className="size-5" />,
      title: claims.googleRating,
      text: claims.labels.googleRating,
      href: claims.ratingLink,
      external: true,
      titleMark: mark?.(siteSettingsDocument, "claims.googleRating"),
      textMark: mark?.(siteSettingsDocument, "claims.labels.googleRating"),
    });
  }
  const list = (
    <ul
      className={`trust-items grid grid-cols-2 gap-x-4 gap-y-4 ${inline ? "on-dark" : (columns[items.length] ?? "lg:grid-cols-4")}`}
      data-trust-items
    >
      {items.map((item) => (
        <li key={item.key}>
          <TrustItem item={item} />
        </li>
      ))}
    </ul>
  );
  if (inline) {
    return (
      <div data-testid="trust-bar" className="mt-8 border-white/20 border-t pt-6">
        {list}
      </div>
    );
  }
  return (
    <div data-testid="trust-bar" className="border-sand-line border-b bg-white">
      <div className="mx-auto max-w-[75rem] px-4 py-5 sm:py-6">{list}</div>
    </div>
  );
}

/** An icon, a title and a line; their styles are component classes (app/globals.css): the bar is on every page. */
function TrustItem({ item }: { item: Item }) {
  const body = (
    <>
      <span className="trust-icon">{item.icon}</span>
      <span className="min-w-0">
        <span className="trust-title" {...item.titleMark}>
          {item.title}
        </span>
        <span className="trust-text" {...item.textMark}>
          {item.text}
        </span>
      </span>
    </>
  );
  if (!item.href) return <div>{body}</div>;
  return item.external ? (
    <a href={item.href} rel="nofollow">
      {body}
    </a>
  ) : (
    <Link href={item.href} prefetch={false}>
      {body}
    </Link>
  );
}
