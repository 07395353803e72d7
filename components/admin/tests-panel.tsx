"use client";

import { useState, useTransition } from "react";
import { runFormTest, runPageTest, type TestResult } from "@/lib/admin/actions";
import { AdminPanel } from "./admin-panel";

/** Website Tests: a test request through the database, and a status check of every public page. */
export function TestsPanel() {
  const [results, setResults] = useState<TestResult[]>([]);
  const [pending, start] = useTransition();
  const run = (test: () => Promise<TestResult>) =>
    start(async () => {
      try {
        const result = await test();
        setResults((previous) => [result, ...previous]);
      } catch {
        setResults((previous) => [
          {
            type: "form",
            status: "error",
            message: "Test niet uitgevoerd: log opnieuw in.",
            timestamp: new Date().toISOString(),
          },
          ...previous,
        ]);
      }
    });
  const button =
    "min-h-11 rounded-lg bg-brand-800 px-4 font-semibold text-white hover:bg-brand-900 disabled:opacity-60";
  return (
    <AdminPanel id="tests-titel" title="Website Tests">
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" className={button} disabled={pending} onClick={() => run(runFormTest)}>
          Test contactformulier
        </button>
        <button type="button" className={button} disabled={pending} onClick={() => run(runPageTest)}>
          Test alle pagina’s
        </button>
      </div>
      <ul aria-live="polite" className="mt-4 max-h-72 space-y-2 overflow-y-auto">
        {results.map((result) => (
          <li
            key={result.timestamp + result.message}
            className={`rounded-lg p-3 ${result.status === "success" ? "bg-green-50 text-green-900" : "bg-red-50 text-red-900"}`}
          >
            <p className="font-semibold">{result.message}</p>
            {result.details && result.status === "error" && (
              <ul className="mt-1 text-sm">
                {result.details
                  .filter((d) => d.status !== 200)
                  .map((d) => (
                    <li key={d.page}>
                      {d.page}: {d.status}
                    </li>
                  ))}
              </ul>
            )}
            {result.details && result.status === "success" && (
              // Which pages were tested, so that a town just added (or removed) can be checked by name.
              <details className="mt-1 text-sm">
                <summary className="cursor-pointer">Geteste pagina’s</summary>
                <ul className="mt-1">
                  {result.details.map((d) => (
                    <li key={d.page}>{d.page}</li>
                  ))}
                </ul>
              </details>
            )}
          </li>
        ))}
      </ul>
    </AdminPanel>
  );
}
