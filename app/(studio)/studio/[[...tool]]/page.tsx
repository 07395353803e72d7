import type { Metadata } from "next";
import { connection } from "next/server";
import { Suspense } from "react";
import { Studio } from "@/components/studio/studio";
import { StudioSetup } from "@/components/studio/studio-setup";
import { studioSettings } from "@/lib/config";

export const metadata: Metadata = { title: "Studio", robots: { index: false, follow: false } };

/**
 * The Studio needs Sanity's hosted API. Its project is read when the page is requested, not when the site is built,
 * so a build never depends on it and one build serves any project. Without a project there is nothing to edit, so
 * say how to connect one.
 */
export default function StudioPage() {
  return (
    <Suspense fallback={null}>
      <StudioOfThisServer />
    </Suspense>
  );
}

async function StudioOfThisServer() {
  await connection();
  if (!studioSettings) return <StudioSetup />;
  const { projectId, dataset, apiHost } = studioSettings;
  return <Studio projectId={projectId} dataset={dataset} {...(apiHost ? { apiHost } : {})} />;
}
