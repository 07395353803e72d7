import { linesWithoutUnconfirmedFigures } from "@/lib/content/samples";
import type { SiteSettings } from "@/lib/content/site-settings";
import { fillPlaceholders } from "@/lib/content/town-placeholders";

/**
 * A town page's "Waarom" list: the shared points, then one line per certificate. A point that names a headline
 * figure ({yearsExperience}, {customers}) stands only once the owner has confirmed the figures (until then the
 * settings leave its placeholder unfilled); an unproven figure is left out rather than claimed.
 */
export function WhyUsList(props: {
  points: string[];
  certificateLine: string;
  settings: Pick<SiteSettings, "certificates">;
}) {
  const { settings } = props;
  const lines = [
    ...linesWithoutUnconfirmedFigures(props.points),
    ...(settings.certificates ?? []).map((certificate) =>
      fillPlaceholders(props.certificateLine, { certificate: certificate.name }),
    ),
  ];
  return (
    <ul className="grid gap-3 text-lg sm:grid-cols-2" data-testid="why-us">
      {lines.map((item) => (
        <li key={item} className="rounded-lg bg-brand-50 px-4 py-3 font-medium">
          {item}
        </li>
      ))}
    </ul>
  );
}
