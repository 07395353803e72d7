import type { SanityClient } from "@sanity/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readNdjson } from "@/lib/sanity/ndjson";
import type { ContentLake } from "../stand-in/content-lake";
import { startLakeOnCopy } from "../stand-in/lake-on-copy";

// The document actions the Studio sends, through @sanity/client as the Studio sends them, against the Content Lake
// stand-in: what it applies, and what it refuses as the Content Lake refuses it, in the error the Studio shows.

let lake: ContentLake;
let file: string;
let client: SanityClient;
let stop: () => Promise<void>;

/** Six tips link to this article (`article`), with strong references. */
const referencedArticle = "article-oorzaken-daklekkage-brabant";

beforeAll(async () => {
  ({ lake, client, file, stop } = await startLakeOnCopy());
});

afterAll(() => stop?.());

/** The error a rejected promise carries (undefined when it resolved). */
async function failure(promise: Promise<unknown>) {
  return promise.then(
    () => undefined,
    (error: { statusCode?: number; message: string; details?: unknown }) => error,
  );
}

describe("the stand-in's document actions", () => {
  it("discards a draft (Discard changes): the draft is gone, the published document stays", async () => {
    const id = "town-uden";
    await client.action({
      actionType: "sanity.action.document.edit",
      draftId: `drafts.${id}`,
      publishedId: id,
      patch: { set: { heroIntro: "Concept" } },
    });
    expect(lake.document(`drafts.${id}`)?.heroIntro).toBe("Concept");

    await client.action({ actionType: "sanity.action.document.version.discard", versionId: `drafts.${id}` });
    expect(lake.document(`drafts.${id}`)).toBeNull();
    expect(lake.document(id)?.heroIntro).not.toBe("Concept");
    expect(readNdjson<{ _id: string }>(file).some((doc) => doc._id === `drafts.${id}`)).toBe(false);
  });

  it("refuses to discard a published document, or a draft that does not exist", async () => {
    const before = lake.unknown.length;
    expect(
      (await failure(client.action({ actionType: "sanity.action.document.version.discard", versionId: "town-mill" })))
        ?.statusCode,
    ).toBe(500);
    expect(
      (
        await failure(
          client.action({ actionType: "sanity.action.document.version.discard", versionId: "drafts.town-mill" }),
        )
      )?.statusCode,
    ).toBe(500);
    expect(lake.document("town-mill")).not.toBeNull();
    // Each is kept as something the stand-in did not expect, so a Studio test that caused it fails.
    expect(lake.unknown.slice(before)).toHaveLength(2);
    lake.unknown.splice(before);
  });

  it("refuses to delete a document that others reference strongly, with the Content Lake's 409 and its words", async () => {
    const error = await failure(
      client.action(
        { actionType: "sanity.action.document.delete", publishedId: referencedArticle, includeDrafts: [] },
        { skipCrossDatasetReferenceValidation: true },
      ),
    );
    expect(error?.statusCode).toBe(409);
    expect(error?.message).toMatch(
      new RegExp(
        `^Mutation\\(s\\) failed with 1 error\\(s\\):\\n- Document "${referencedArticle}" cannot be deleted as there are references to it from "tip-`,
      ),
    );
    const details = error?.details as { type: string; items: { error: { type: string; referencingIDs: string[] } }[] };
    expect(details.type).toBe("mutationError");
    expect(details.items[0]?.error.type).toBe("documentHasExistingReferencesError");
    expect(details.items[0]?.error.referencingIDs).toHaveLength(6);
    expect(lake.document(referencedArticle)).not.toBeNull();
    expect(lake.unknown).toEqual([]);
  });

  it("refuses an unpublish of it too, and a dry run of either", async () => {
    const unpublish = {
      actionType: "sanity.action.document.unpublish",
      draftId: `drafts.${referencedArticle}`,
      publishedId: referencedArticle,
    } as const;
    expect((await failure(client.action(unpublish)))?.statusCode).toBe(409);
    expect((await failure(client.action(unpublish, { dryRun: true })))?.statusCode).toBe(409);
    expect(lake.document(referencedArticle)).not.toBeNull();
    expect(lake.document(`drafts.${referencedArticle}`)).toBeNull();
  });

  it("deletes it once the references are weak, or gone from the same transaction", async () => {
    const referencing = (await client.fetch(`*[references($id)]._id`, { id: referencedArticle })) as string[];
    expect(referencing).toHaveLength(6);
    // The oldest tip, which nothing references itself, is deleted with the article; the others' links become weak
    // (a weak reference does not hold a document).
    const last = "tip-1";
    for (const id of referencing.filter((id) => id !== last)) {
      const doc = lake.document(id) as { article?: Record<string, unknown> };
      expect(doc.article?._ref).toBe(referencedArticle);
      await client
        .patch(id)
        .set({ article: { ...doc.article, _weak: true } })
        .commit();
    }
    expect(
      (
        await failure(
          client.action({
            actionType: "sanity.action.document.delete",
            publishedId: referencedArticle,
            includeDrafts: [],
          }),
        )
      )?.message,
    ).toContain(`from "${last}"`);
    await client.transaction().delete(last).delete(referencedArticle).commit();
    expect([lake.document(last), lake.document(referencedArticle)]).toEqual([null, null]);
  });

  it("still answers an action it does not know with 500, and keeps its name", async () => {
    const error = await failure(
      client.action({ actionType: "sanity.action.document.teleport", publishedId: "town-mill" } as never),
    );
    expect(error?.statusCode).toBe(500);
    expect(lake.unknown).toEqual(["action sanity.action.document.teleport"]);
    lake.unknown.splice(0);
  });
});
