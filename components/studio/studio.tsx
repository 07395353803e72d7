"use client";

import { NextStudio } from "next-sanity/studio";
import { useMemo } from "react";
import { type StudioTarget, studioConfig } from "@/studio/config";

/** The Studio for the project the server named when /studio was requested (lib/config.ts studioSettings). */
export function Studio(target: StudioTarget) {
  const { projectId, dataset, apiHost } = target;
  const config = useMemo(() => studioConfig({ projectId, dataset, apiHost }), [projectId, dataset, apiHost]);
  return <NextStudio config={config} />;
}
