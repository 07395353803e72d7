import type { ReactNode } from "react";

/** A share as the owner reads it (12,5%), or a dash when there is nothing to divide by. */
export const percent = (value: number | null) =>
  value === null ? "–" : `${(value * 100).toLocaleString("nl-NL", { maximumFractionDigits: 1 })}%`;

/** A report's table: its header cells and its rows, scrolling sideways on a narrow screen. */
export function ReportTable({ testId, head, children }: { testId: string; head: ReactNode; children: ReactNode }) {
  return (
    <div className="mt-3 overflow-x-auto">
      <table className="w-full text-left text-sm" data-testid={testId}>
        <thead>
          <tr className="border-slate-200 border-b">{head}</tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
