"use client";

import { useRouter } from "next/navigation";
import { useTransition } from "react";

/** Reloads the dashboard's server data without a full page load. */
export function RefreshButton() {
  const router = useRouter();
  const [pending, start] = useTransition();
  return (
    <button
      type="button"
      onClick={() => start(() => router.refresh())}
      disabled={pending}
      className="min-h-11 rounded-lg bg-white/10 px-4 font-semibold ring-1 ring-white/40 hover:bg-white/20 disabled:opacity-60"
    >
      {pending ? "Vernieuwen..." : "Vernieuwen"}
    </button>
  );
}
