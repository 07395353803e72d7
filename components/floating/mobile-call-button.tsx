"use client";

import { usePathname } from "next/navigation";
import { useEffect, useState } from "react";
import { PhoneIcon } from "@/components/ui/icons";

const thresholdPx = 300;

/**
 * Round call button for phones, shown once the visitor has scrolled past the first screen part. It steps aside
 * while a form is on screen, so it never covers a field someone is typing in.
 */
export function MobileCallButton(props: { telHref: string; callLabel: string }) {
  const [scrolled, setScrolled] = useState(false);
  const [formOnScreen, setFormOnScreen] = useState(false);
  // The button lives in the layout, which stays mounted across client-side navigations between its pages: the
  // forms to step aside for are looked up again for each page (seen: the
  // home page's forms covered after /contact → /).
  const pathname = usePathname();

  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger to look up the new page's forms.
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > thresholdPx);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });

    // A new page starts without a form on screen until the observer reports one (it reports each form at once).
    setFormOnScreen(false);
    const visible = new Set<Element>();
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) visible.add(entry.target);
        else visible.delete(entry.target);
      }
      setFormOnScreen(visible.size > 0);
    });
    // Pages kept mounted but hidden after a navigation never intersect, so their forms do no harm here.
    for (const form of document.querySelectorAll("form")) observer.observe(form);

    return () => {
      window.removeEventListener("scroll", onScroll);
      observer.disconnect();
    };
  }, [pathname]);

  if (!scrolled || formOnScreen) return null;
  return (
    <a
      href={props.telHref}
      data-testid="mobile-call-button"
      data-track-source="mobile_call_button"
      className="fixed right-4 bottom-20 z-40 flex size-14 items-center justify-center rounded-full bg-accent-600 text-white shadow-xl ring-4 ring-white hover:bg-accent-700 md:hidden"
    >
      <PhoneIcon className="size-7" />
      <span className="sr-only">{props.callLabel}</span>
    </a>
  );
}
