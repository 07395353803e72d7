import { linesWithoutUnconfirmedFigures } from "@/lib/content/samples";
import type { SiteSettings } from "@/lib/content/site-settings";
import { fillPlaceholders } from "@/lib/content/town-placeholders";

type Line = { text: string; href?: string | null };

/**
 * A town page's "Waarom" lines: the shared points, then one line per certificate, linked to its entry in the
 * certifier's register so it can be checked. A point that names a headline figure ({yearsExperience},
 * {customers}) stands only once the owner has confirmed the figures (until then the settings leave its placeholder
 * unfilled); an unproven figure is left out rather than claimed.
 */
export function whyUsLines(
  points: string[],
  certificateLine: string,
  settings: Pick<SiteSettings, "certificates">,
): Line[] {
  return [
    ...linesWithoutUnconfirmedFigures(points).map((text) => ({ text })),
    ...(settings.certificates ?? []).map((certificate) => ({
      text: fillPlaceholders(certificateLine, { certificate: certificate.name }),
      href: certificate.url,
    })),
  ];
}

/**
 * The "Waarom" list. Fewer than two lines make no list (one line under a heading reads as a list that lost its
 * other items), so the page leaves it out then (`whyUsLines(…).length >= minimumListItems`).
 */
export const minimumListItems = 2;

export function WhyUsList({ lines }: { lines: Line[] }) {
  if (lines.length < minimumListItems) return null;
  return (
    <ul className="grid gap-3 text-lg sm:grid-cols-2" data-testid="why-us">
      {lines.map(({ text, href }) => (
        <li key={text} className="rounded-lg bg-sand px-4 py-3 font-medium">
          {href ? (
            <a href={href} className="underline underline-offset-2" rel="nofollow">
              {text}
            </a>
          ) : (
            text
          )}
        </li>
      ))}
    </ul>
  );
}
