import { readFileSync, statSync } from "node:fs";
import { evaluate, parse } from "groq-js";
import { localDatasetFile } from "./env";

type SanityDocument = { _id: string; _type: string; [field: string]: unknown };

let cached: { file: string; mtimeMs: number; documents: SanityDocument[] } | undefined;

/**
 * Reads the NDJSON dataset, dropping drafts so the local source behaves like the published perspective.
 * The file is re-read when it changes on disk, so an edited dataset plus a revalidation shows up without a restart.
 */
export function loadLocalDataset(file = localDatasetFile): SanityDocument[] {
  const { mtimeMs } = statSync(file);
  if (cached?.file === file && cached.mtimeMs === mtimeMs) return cached.documents;
  const documents = readFileSync(file, "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line, index) => {
      try {
        return JSON.parse(line) as SanityDocument;
      } catch {
        throw new Error(`${file}:${index + 1} is not valid JSON`);
      }
    })
    .filter((doc) => !doc._id.startsWith("drafts."));
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
