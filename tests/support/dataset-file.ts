import { readNdjson, type SanityDocument, writeNdjson } from "../../lib/sanity/ndjson.ts";

/** A content document as the NDJSON dataset holds it. */
export type Doc = SanityDocument;

/** The repository's demonstration dataset, which the local content source and the e2e copy start from. */
export const repositoryDataset = "studio/dataset/production.ndjson";

/** Every document of an NDJSON dataset file, in order. */
export function readDocuments<T = Doc>(file = repositoryDataset): T[] {
  return readNdjson<T>(file);
}

export const writeDocuments = writeNdjson;
