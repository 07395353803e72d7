import { randomUUID } from "node:crypto";
import { Mutation } from "@sanity/mutator";
import { evaluate, parse } from "groq-js";
import { readNdjson, type SanityDocument, writeNdjson } from "../../lib/sanity/ndjson.ts";

/**
 * The documents of the Content Lake stand-in (tests/support/content-lake.ts): the drafts and the published
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
   * Applies a transaction's steps (each returns the documents it changes, given the store as it is then) all or
   * nothing, writes the dataset file, then tells the listeners, in order.
   */
  commit(
    steps: ((store: ContentLakeStore, staged: Map<string, Doc | null>) => void)[],
    transactionId: string = randomUUID(),
  ): Transaction {
    const staged = new Map<string, Doc | null>();
    for (const step of steps) step(this, staged);
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

const randomRev = () => randomUUID().replaceAll("-", "").slice(0, 22);
