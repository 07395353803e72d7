import type { Metadata } from "next";
import { Studio } from "@/components/studio/studio";
import { StudioSetup } from "@/components/studio/studio-setup";
import { usesContentLake } from "@/lib/sanity/env";

export const metadata: Metadata = { title: "Studio", robots: { index: false, follow: false } };

// The Studio needs Sanity's hosted API. Without a project there is nothing to edit, so say how to connect one.
export default function StudioPage() {
  return usesContentLake ? <Studio /> : <StudioSetup />;
}
