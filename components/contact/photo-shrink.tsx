"use client";

import { useEffect, useRef } from "react";

/**
 * Placed right after a request form with a photo field (by PhotoRequestForm, so pages whose forms take no photos load
 * none of this): when the visitor picks photos, it loads the shrinking code (lib/leads/photo-shrink.ts) and lets it replace
 * them by smaller JPEGs. A submit while that runs waits for it, the button disabled meanwhile, then goes on by
 * itself: the server never gets a half-replaced set. Without JavaScript the picked files go as they are.
 */
export function PhotoShrink() {
  const ref = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    // The form rendered just before this element (PhotoRequestForm), past its failure notice if that is open.
    let form = ref.current?.previousElementSibling;
    while (form && !(form instanceof HTMLFormElement)) form = form.previousElementSibling;
    const input = form?.querySelector<HTMLInputElement>('input[type="file"]');
    if (!form || !input) return;
    let job: Promise<void> | undefined;

    const onChange = () => {
      const picked = Array.from(input.files ?? []);
      const current: Promise<void> = import("@/lib/leads/photo-shrink")
        .then((shrink) => shrink.shrinkInput(input, picked))
        .catch(() => {}) // the picked files go as they are
        .finally(() => {
          if (job === current) job = undefined;
        });
      job = current;
    };

    const onSubmit = async (event: SubmitEvent) => {
      if (!job) return;
      // Neither the browser nor React's form action sends now; the form is sent again once the photos are ready.
      event.preventDefault();
      event.stopImmediatePropagation();
      const button = event.submitter instanceof HTMLButtonElement ? event.submitter : null;
      if (button) button.disabled = true;
      form.setAttribute("aria-busy", "true");
      while (job) await job;
      form.removeAttribute("aria-busy");
      if (button) button.disabled = false;
      form.requestSubmit();
    };

    input.addEventListener("change", onChange);
    form.addEventListener("submit", onSubmit);
    return () => {
      input.removeEventListener("change", onChange);
      form.removeEventListener("submit", onSubmit);
    };
  }, []);

  return <span ref={ref} hidden />;
}
