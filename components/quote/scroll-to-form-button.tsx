"use client";

import { ArrowRightIcon } from "@/components/ui/icons";

/** Scrolls smoothly to the request form and moves focus to its first field. */
export function ScrollToFormButton({ label, targetId }: { label: string; targetId: string }) {
  return (
    <a
      href={`#${targetId}`}
      data-track
      data-track-source="offerte_aanvragen_scroll_to_form"
      onClick={(event) => {
        // Within this page's own <main>: a page Next keeps hidden after a navigation may hold the same id.
        const target = (event.currentTarget.closest("main") ?? document).querySelector<HTMLElement>(
          `#${CSS.escape(targetId)}`,
        );
        if (!target) return;
        event.preventDefault();
        const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
        target.scrollIntoView({ behavior: reduceMotion ? "auto" : "smooth", block: "start" });
        target
          .querySelector<HTMLElement>('input:not([type="hidden"]):not([tabindex="-1"]), select, textarea')
          ?.focus({ preventScroll: true });
        history.replaceState(null, "", `#${targetId}`);
      }}
      className="inline-flex min-h-12 items-center gap-2 rounded-[10px] px-5 py-2 font-bold text-lg text-white ring-2 ring-white/70 ring-inset hover:bg-white/10"
    >
      {label} <ArrowRightIcon className="size-5" />
    </a>
  );
}
