import path from "node:path";
import { sanityDataset, sanityLocalDatasetDir, sanityProjectId } from "../config.ts";

/**
 * Sanity project settings. Kept out of `sanity.config.ts` on purpose: exporting them from there makes the CLI
 * extract an empty schema.
 */

export const projectId = sanityProjectId;
export const dataset = sanityDataset;
export const apiVersion = "2026-09-01";

/** Without a project id every query runs over the local dataset file instead of the Content Lake. */
export const usesContentLake = projectId !== "";

/**
 * The local dataset, named after the dataset: Sanity's export format (NDJSON), importable with
 * `sanity dataset import`. Scoped to its folder so the server bundle traces only that folder.
 */
export const localDatasetFile = path.join(
  // The e2e tests point this at a copy they may edit; by default it is the dataset in the repository.
  sanityLocalDatasetDir || path.join(process.cwd(), "studio/dataset"),
  `${dataset}.ndjson`,
);
