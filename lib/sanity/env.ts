import { sanityDataset, sanityProjectId } from "../public-config.ts";

/**
 * Sanity project settings. Kept out of `sanity.config.ts` on purpose: exporting them from there makes the CLI
 * extract an empty schema.
 */

export const projectId = sanityProjectId;
export const dataset = sanityDataset;
export const apiVersion = "2026-09-01";

/** Without a project id every query runs over the local dataset file instead of the Content Lake. */
export const usesContentLake = projectId !== "";
