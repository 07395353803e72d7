import { statSync } from "node:fs";
import path from "node:path";
import { evaluate, parse } from "groq-js";
import { sanityLocalDatasetDir } from "@/lib/config";
import { sanityDataset } from "@/lib/public-config";
import { readNdjson, type SanityDocument } from "./ndjson";

/**
 * The local dataset, named after the dataset: Sanity's export format (NDJSON), importable with
 * `sanity dataset import`. Scoped to its folder so the server bundle traces only that folder.
 */
const localDatasetFile = path.join(
  // The e2e tests point this at a copy they may edit; by default it is the dataset in the repository.
  sanityLocalDatasetDir || path.join(process.cwd(), "studio/dataset"),
  `${sanityDataset}.ndjson`,
);

let cached: { file: string; mtimeMs: number; documents: SanityDocument[] } | undefined;

/**
 * Reads the NDJSON dataset, dropping drafts so the local source behaves like the published perspective.
 * The file is re-read when it changes on disk, so an edited dataset plus a revalidation shows up without a restart.
 */
export function loadLocalDataset(file = localDatasetFile): SanityDocument[] {
  const { mtimeMs } = statSync(file);
  if (cached?.file === file && cached.mtimeMs === mtimeMs) return cached.documents;
  const documents = readNdjson(file).filter((doc) => !doc._id.startsWith("drafts."));
  cached = { file, mtimeMs, documents };
  return documents;
}

/** Evaluates a GROQ query over the local dataset with the same semantics as the Content Lake. */
export async function queryLocalDataset<T>(
  query: string,
  params: Record<string, unknown> = {},
  file?: string,
): Promise<T> {
  const tree = parse(query, { params });
  const result = await evaluate(tree, { dataset: loadLocalDataset(file), params });
  return (await result.get()) as T;
}
