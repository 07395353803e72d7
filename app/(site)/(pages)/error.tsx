"use client";

import { PageError } from "@/components/layout/page-error";

/** A page of this part of the site that failed: Dutch, with the phone number (components/layout/page-error.tsx). */
export default function ErrorPage({ reset }: { error: Error; reset: () => void }) {
  return <PageError reset={reset} />;
}
