import { randomUUID } from "node:crypto";
import { Mutation } from "@sanity/mutator";
import { evaluate, parse } from "groq-js";
import { readNdjson, type SanityDocument, writeNdjson } from "../../lib/sanity/ndjson.ts";

/**
 * The documents of the Content Lake stand-in (tests/stand-in/content-lake.ts): the drafts and the published
 * documents of one dataset, kept in the dataset file the site's test server reads (its local source skips the
 * drafts), so what the Studio publishes is what the site shows after the webhook. Queries run with groq-js in the
 * perspective asked for; actions and patches apply with @sanity/mutator, the patch code the Studio runs itself.
 */

type Doc = SanityDocument & { _rev?: string; _createdAt?: string; _updatedAt?: string };

/** One document's change in a transaction, as the listener reports it. */
export type DocumentChange = { documentId: string; previous: Doc | null; result: Doc | null };
export type Transaction = { transactionId: string; identity: string; timestamp: string; changes: DocumentChange[] };

export type Perspective = "raw" | "published" | "drafts" | "previewDrafts";

export const draftId = (id: string) => (id.startsWith("drafts.") ? id : `drafts.${id}`);
export const publishedId = (id: string) => id.replace(/^drafts\./, "");

/** groq-js lacks the Content Lake's text search: a plain `match` on the words the Studio searches for stands in. */
const textQueryShim = (query: string) => query.replace(/text::query\((\$[A-Za-z_]+)\)/g, "$1");

export class ContentLakeStore {
  private readonly docs = new Map<string, Doc>();
  private readonly listeners = new Set<(transaction: Transaction) => void>();

  constructor(
    private readonly file: string,
    private readonly identity: string,
  ) {
    for (const doc of readNdjson<Doc>(file)) this.docs.set(doc._id, { _rev: randomRev(), ...doc });
  }

  /** Every document in a perspective: all (raw), published only, or drafts over their published documents. */
  documents(perspective: Perspective): Doc[] {
    const all = [...this.docs.values()];
    if (perspective === "raw") return all;
    const published = all.filter((doc) => !doc._id.startsWith("drafts.") && !doc._id.startsWith("versions."));
    if (perspective === "published") return published;
    const overlaid = new Map(published.map((doc) => [doc._id, doc]));
    for (const draft of all.filter((doc) => doc._id.startsWith("drafts."))) {
      overlaid.set(publishedId(draft._id), { ...draft, _id: publishedId(draft._id), _originalId: draft._id });
    }
    return [...overlaid.values()];
  }

  async query(query: string, params: Record<string, unknown>, perspective: Perspective): Promise<unknown> {
    const tree = parse(textQueryShim(query), { params });
    const result = await evaluate(tree, { dataset: this.documents(perspective), params, identity: this.identity });
    return result.get();
  }

  get(id: string): Doc | null {
    return this.docs.get(id) ?? null;
  }

  onTransaction(listener: (transaction: Transaction) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * The changes a transaction's steps make (each stages the documents it changes, given the store as it is then and
   * the steps before it), refused as the Content Lake refuses them: with a {@link ReferencedDocumentError} when a
   * document that is deleted is still strongly referenced. Changes nothing: a dry run ends here.
   */
  stage(steps: ((store: ContentLakeStore, staged: Map<string, Doc | null>) => void)[]): Map<string, Doc | null> {
    const staged = new Map<string, Doc | null>();
    /** Which step deleted each document first: the Content Lake names the action or mutation it refuses. */
    const deletedBy = new Map<string, number>();
    steps.forEach((step, index) => {
      step(this, staged);
      for (const [id, next] of staged) if (next === null && !deletedBy.has(id)) deletedBy.set(id, index);
    });
    const refused = this.deletionsStillReferenced(staged, deletedBy);
    if (refused.length > 0) throw new ReferencedDocumentError(refused);
    return staged;
  }

  /**
   * The deleted documents that a document left after the transaction still references strongly (a `_ref` without
   * `_weak: true`, in a published document, a draft or a version), with those documents' ids.
   */
  private deletionsStillReferenced(
    staged: Map<string, Doc | null>,
    deletedBy: Map<string, number>,
  ): ReferencedDeletion[] {
    const deleted = [...staged].filter(([id, next]) => next === null && this.docs.has(id)).map(([id]) => id);
    if (deleted.length === 0) return [];
    const after = new Map<string, Doc>(this.docs);
    for (const [id, next] of staged) {
      if (next === null) after.delete(id);
      else after.set(id, next);
    }
    const references = [...after].map(([id, doc]) => ({ id, refs: strongReferences(doc) }));
    return deleted
      .map((id) => ({
        id,
        index: deletedBy.get(id) ?? 0,
        referencingIDs: references.filter(({ refs }) => refs.has(id)).map((doc) => doc.id),
      }))
      .filter(({ referencingIDs }) => referencingIDs.length > 0);
  }

  /**
   * Applies a transaction's steps (see {@link stage}) all or nothing, writes the dataset file, then tells the
   * listeners, in order.
   */
  commit(
    steps: ((store: ContentLakeStore, staged: Map<string, Doc | null>) => void)[],
    transactionId: string = randomUUID(),
  ): Transaction {
    const staged = this.stage(steps);
    const now = new Date().toISOString();
    const changes: DocumentChange[] = [];
    for (const [id, next] of staged) {
      const previous = this.docs.get(id) ?? null;
      if (next === null) {
        if (previous) this.docs.delete(id);
        changes.push({ documentId: id, previous, result: null });
        continue;
      }
      const result: Doc = {
        ...next,
        _id: id,
        _rev: transactionId,
        _createdAt: previous?._createdAt ?? next._createdAt ?? now,
        _updatedAt: now,
      };
      this.docs.set(id, result);
      changes.push({ documentId: id, previous, result });
    }
    writeNdjson(this.file, [...this.docs.values()]);
    const transaction = { transactionId, identity: this.identity, timestamp: now, changes };
    for (const listener of this.listeners) listener(transaction);
    return transaction;
  }

  /** The document a patch makes of `current` (null: it does not exist). */
  static patched(current: Doc | null, id: string, patch: Record<string, unknown>): Doc | null {
    return new Mutation({ mutations: [{ patch: { ...patch, id } as never }] }).apply(current) as Doc | null;
  }
}

/** A deleted document, the step that deleted it and the documents that still reference it strongly. */
export type ReferencedDeletion = { id: string; index: number; referencingIDs: string[] };

/** The Content Lake's refusal to delete documents that others still reference strongly. */
export class ReferencedDocumentError extends Error {
  constructor(readonly deletions: ReferencedDeletion[]) {
    super(deletions.map(referencedDescription).join("; "));
  }
}

/** The Content Lake's words for one refused deletion. */
export const referencedDescription = ({ id, referencingIDs }: ReferencedDeletion) =>
  `Document "${id}" cannot be deleted as there are references to it from ${referencingIDs.map((ref) => `"${ref}"`).join(", ")}`;

/** The ids a document references strongly, anywhere in it (a weak reference may point at nothing). */
function strongReferences(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) strongReferences(item, found);
  } else if (value !== null && typeof value === "object") {
    const record = value as Record<string, unknown>;
    if (typeof record._ref === "string" && record._weak !== true) found.add(record._ref);
    for (const item of Object.values(record)) strongReferences(item, found);
  }
  return found;
}

const randomRev = () => randomUUID().replaceAll("-", "").slice(0, 22);
