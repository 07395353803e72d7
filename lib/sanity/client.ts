import { createClient } from "@sanity/client";
import { sanityApiHost } from "@/lib/config";
import { sanityApiVersion, sanityDataset, sanityProjectId } from "@/lib/public-config";

/** Content Lake client for published content. Only used when a project id is configured. */
export const sanityClient = createClient({
  projectId: sanityProjectId || "unset",
  dataset: sanityDataset,
  apiVersion: sanityApiVersion,
  // Next's cache sits in front of every query, so the CDN would only add staleness after a webhook.
  useCdn: false,
  perspective: "published",
  // SANITY_API_HOST names the whole origin (a custom domain, or the tests' stand-in), so no project id goes in front.
  ...(sanityApiHost ? { apiHost: sanityApiHost, useProjectHostname: false } : {}),
});
