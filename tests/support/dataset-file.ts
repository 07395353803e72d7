import { readFileSync, writeFileSync } from "node:fs";

/** A content document as the NDJSON dataset holds it. */
export type Doc = { _id: string; _type: string; [field: string]: unknown };

/** The repository's demonstration dataset, which the local content source and the e2e copy start from. */
export const repositoryDataset = "studio/dataset/production.ndjson";

/** Every document of an NDJSON dataset file, in order. */
export function readDocuments<T = Doc>(file = repositoryDataset): T[] {
  return readFileSync(file, "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as T);
}

export function writeDocuments(file: string, docs: unknown[]) {
  writeFileSync(file, `${docs.map((doc) => JSON.stringify(doc)).join("\n")}\n`);
}
