import { readFileSync, writeFileSync } from "node:fs";

/**
 * Sanity's export format (NDJSON: one JSON document a line), as the local dataset keeps it. The app's local content
 * source, the dataset check (`npm run content:check`, run by Node without the bundler) and the tests read it here,
 * so this file imports nothing but Node.
 */

/** A content document as the dataset holds it. */
export type SanityDocument = { _id: string; _type: string; [field: string]: unknown };

/** Every document of an NDJSON text, in order; a line that is no JSON is named by its file and line number. */
export function parseNdjson<T = SanityDocument>(text: string, file: string): T[] {
  return text
    .split("\n")
    .map((line, index) => ({ line, index }))
    .filter(({ line }) => line.trim() !== "")
    .map(({ line, index }) => {
      try {
        return JSON.parse(line) as T;
      } catch {
        throw new Error(`${file}:${index + 1} is not valid JSON`);
      }
    });
}

/** Every document of an NDJSON file, in order. */
export function readNdjson<T = SanityDocument>(file: string): T[] {
  return parseNdjson<T>(readFileSync(file, "utf8"), file);
}

/** Writes documents as an NDJSON file, one a line. */
export function writeNdjson(file: string, documents: unknown[]): void {
  writeFileSync(file, `${documents.map((document) => JSON.stringify(document)).join("\n")}\n`);
}
