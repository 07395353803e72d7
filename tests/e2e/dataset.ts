import path from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { encodeSignatureHeader } from "@sanity/webhook";
import {
  type Doc,
  readDocuments as readDatasetFile,
  writeDocuments as writeDatasetFile,
} from "../support/dataset-file";
import { e2eStateDir } from "./run-state";
import { webhookSecret } from "./settings";
import { activeWorld } from "./world";

/**
 * Every server reads its content from a copy of the dataset. Specs that publish edit their world's copy
 * (./world.ts) the way a publish in the Studio changes the Content Lake, then send the webhook Sanity would send.
 * The one helper for all of that. The shared e2e server's copy is read, never edited: the specs that read it run
 * beside the ones that publish.
 */
const sharedDatasetFile = path.join(e2eStateDir, "production.ndjson");

/** The content this spec's server reads: its world's, or the shared e2e server's. */
const currentFile = () => activeWorld()?.datasetFile ?? sharedDatasetFile;

/** The file a spec may edit: only a world's (a spec that imports `test` from ./world.ts). */
function editableFile(): string {
  const world = activeWorld();
  if (!world) throw new Error("Content is edited only in a world of its own: import `test` from ./world.ts");
  return world.datasetFile;
}

export type { Doc };

/** The documents of this spec's server's content (or of another dataset file). */
export const readDocuments = (file = currentFile()): Doc[] => readDatasetFile(file);

/** Replaces the whole dataset of this spec's world (tests that publish a different world, then put it back). */
export const writeDocuments = (docs: Doc[]) => writeDatasetFile(editableFile(), docs);

export function readDocument(id: string): Doc {
  const doc = readDocuments().find((d) => d._id === id);
  if (!doc) throw new Error(`no document ${id} in the test dataset`);
  return doc;
}

/** Changes one document in place and returns its previous version. */
export function editDocument(id: string, edit: (doc: Doc) => void): Doc {
  const docs = readDocuments(editableFile());
  const index = docs.findIndex((d) => d._id === id);
  if (index < 0) throw new Error(`no document ${id} in the test dataset`);
  const before = structuredClone(docs[index]!);
  edit(docs[index]!);
  docs[index]!._updatedAt = new Date().toISOString();
  writeDocuments(docs);
  return before;
}

export function addDocument(doc: Doc) {
  writeDocuments([...readDocuments(editableFile()).filter((d) => d._id !== doc._id), doc]);
}

export function removeDocument(id: string) {
  writeDocuments(readDocuments(editableFile()).filter((d) => d._id !== id));
}

/** Puts a document back as it was (after `editDocument`). */
export function restoreDocument(doc: Doc) {
  addDocument(doc);
}

export async function signedHeaders(body: string, timestamp = Date.now(), secret = webhookSecret) {
  return {
    "content-type": "application/json",
    "sanity-webhook-signature": await encodeSignatureHeader(body, timestamp, secret),
  };
}

/** Sends the signed webhook Sanity sends after a publish, with the projection `{_type, "slug": slug.current}`. */
export async function publish(request: APIRequestContext, change: { _type: string; slug?: string }) {
  const body = JSON.stringify(change);
  const response = await request.post("/api/revalidate", { data: body, headers: await signedHeaders(body) });
  if (response.status() !== 200) throw new Error(`webhook answered ${response.status()}`);
  return response;
}
