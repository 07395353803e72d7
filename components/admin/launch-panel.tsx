import type { LaunchItem } from "@/lib/admin/launch-checklist";
import { AdminPanel } from "./admin-panel";

/**
 * "Klaar voor livegang?": what still stands between the site and a real launch, each with what to do, and for sample
 * material every piece the site still shows, by the name the Studio lists it under.
 */
export function LaunchPanel({ items }: { items: LaunchItem[] }) {
  return (
    <AdminPanel id="livegang-titel" title="Klaar voor livegang?" testId="launch-panel">
      {items.length === 0 ? (
        <p className="mt-2 font-medium text-green-800">
          Ja: er staat niets meer tussen de site en een echte lancering.
        </p>
      ) : (
        <>
          <p className="mt-1 text-slate-700">Nog niet. Dit moet eerst gebeuren ({items.length}):</p>
          <ul className="mt-3 space-y-3">
            {items.map((item) => (
              <li key={item.id} data-launch-item={item.id} className="rounded-lg bg-amber-50 p-3 ring-1 ring-amber-200">
                <p className="font-medium text-amber-950">{item.problem}</p>
                <p className="mt-1 text-slate-800 text-sm">{item.todo}</p>
                {item.samples && item.samples.length > 0 && (
                  <details className="mt-2 text-sm">
                    <summary className="cursor-pointer font-medium text-amber-950">
                      Welke? ({item.samples.length})
                    </summary>
                    <ul className="mt-1 list-disc space-y-0.5 pl-5 text-slate-800" data-launch-samples={item.id}>
                      {item.samples.map((sample) => (
                        <li key={sample}>{sample}</li>
                      ))}
                    </ul>
                  </details>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </AdminPanel>
  );
}
