import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createClient } from "@sanity/client";
import { repositoryDataset } from "../support/dataset-file";
import { startContentLake } from "./content-lake";

/**
 * The Content Lake stand-in over a fresh copy of the repository's dataset, for one test file, with an @sanity/client
 * signed in as the Studio is (the owner's token, the stand-in's plain HTTP port). `stop` stops it and removes the
 * copy.
 */
export async function startLakeOnCopy(options: Omit<Parameters<typeof startContentLake>[0], "datasetFile"> = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), "content-lake-"));
  const file = path.join(dir, "production.ndjson");
  copyFileSync(repositoryDataset, file);
  const lake = await startContentLake({ ...options, datasetFile: file });
  const client = createClient({
    projectId: lake.projectId,
    dataset: lake.dataset,
    apiHost: lake.httpOrigin,
    useProjectHostname: false,
    apiVersion: "2026-09-01",
    token: lake.token,
    useCdn: false,
  });
  const stop = async () => {
    await lake.stop();
    rmSync(dir, { recursive: true, force: true });
  };
  return { lake, client, file, stop };
}
