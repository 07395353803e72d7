import Link from "next/link";
import { MapPinIcon } from "@/components/ui/icons";
import { townPath } from "@/lib/site/routes";

/** Every town page, linked: the town pages sit in a browsable hierarchy, not as orphaned doorway pages. */
export function ServiceAreaLinks({ towns }: { towns: { name: string; slug: string }[] }) {
  return (
    <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
      {towns.map((town) => (
        <li key={town.slug}>
          <Link
            href={townPath(town.slug)}
            prefetch={false}
            className="flex min-h-11 items-center gap-2 rounded-lg bg-white px-3 py-2 font-medium text-brand-800 shadow-sm ring-1 ring-sand-line hover:bg-brand-100"
          >
            <MapPinIcon className="size-5 shrink-0 text-accent-600" />
            Dakdekker {town.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
