import { createClient } from "@sanity/client";
import { apiVersion, dataset, projectId } from "./env";

/** Content Lake client for published content. Only used when a project id is configured. */
export const sanityClient = createClient({
  projectId: projectId || "unset",
  dataset,
  apiVersion,
  // Next's cache sits in front of every query, so the CDN would only add staleness after a webhook.
  useCdn: false,
  perspective: "published",
});
