import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { QueryParams } from "@/lib/sanity/fetch";
import * as queries from "@/lib/sanity/queries";
import { type ContentLake, standInProjectId } from "../stand-in/content-lake";
import { startLakeOnCopy } from "../stand-in/lake-on-copy";

// The read path a live site takes (lib/sanity/fetch.ts with a project id: the real @sanity/client over HTTP), run
// against the Content Lake stand-in, beside the local path (groq-js over the dataset file): every query must give
// the same answer both ways, so switching a site to a real project changes where the words come from, not which.

/** Parameters for each query that takes any, as the site passes them. */
const paramsOf: Partial<Record<keyof typeof queries, QueryParams>> = {
  legalPageQuery: { slug: "privacybeleid" },
  articleQuery: { slug: "daklekkage-en-verzekering" },
  townQuery: { slug: "uden" },
  sitePagesQuery: { types: ["homePage", "contactPage", "aboutPage"], legalSlugs: ["privacybeleid"] },
};

/** The Content Lake adds its bookkeeping (revision, times) to every document; the export file has none. */
function withoutSystemFields(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSystemFields);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !["_rev", "_createdAt", "_updatedAt"].includes(key))
      .map(([key, inner]) => [key, withoutSystemFields(inner)]),
  );
}

let lake: ContentLake;
let file: string;
let stop: () => Promise<void>;
let sanityClient: typeof import("@/lib/sanity/client").sanityClient;
let queryLocalDataset: typeof import("@/lib/sanity/local-dataset").queryLocalDataset;

beforeAll(async () => {
  ({ lake, file, stop } = await startLakeOnCopy());
  // The site's own modules, configured as a deployment with a project would be: the settings are read once, when
  // lib/config.ts is first imported, so everything that reads them is imported after this.
  process.env.NEXT_PUBLIC_SANITY_PROJECT_ID = standInProjectId;
  process.env.SANITY_API_HOST = lake.httpOrigin;
  ({ sanityClient } = await import("@/lib/sanity/client"));
  ({ queryLocalDataset } = await import("@/lib/sanity/local-dataset"));
});

afterAll(async () => {
  await stop?.();
  delete process.env.NEXT_PUBLIC_SANITY_PROJECT_ID;
  delete process.env.SANITY_API_HOST;
});

describe("every content query through @sanity/client and the Content Lake API", () => {
  const names = Object.keys(queries) as (keyof typeof queries)[];

  it.each(names)("%s answers as over the dataset file", async (name) => {
    const query = queries[name];
    const params = paramsOf[name] ?? {};
    const overHttp = await sanityClient.fetch(query, params);
    const overFile = await queryLocalDataset(query, params, file);
    expect(overFile, "the query finds something in the shipped dataset").not.toBeNull();
    expect(withoutSystemFields(overHttp)).toEqual(withoutSystemFields(overFile));
  });

  it("asks the API with the site's settings: its project's host, the published perspective, no CDN", async () => {
    const config = sanityClient.config();
    expect({ projectId: config.projectId, useCdn: config.useCdn, perspective: config.perspective }).toEqual({
      projectId: standInProjectId,
      useCdn: false,
      perspective: "published",
    });
    expect(config.apiHost).toBe(lake.httpOrigin);
    expect(lake.unknown).toEqual([]);
  });

  it("sees no draft: a draft in the Content Lake stays out of every answer", async () => {
    // A draft of Uden's intro, as the Studio keeps one while the owner types.
    const town = await sanityClient.fetch<{ _id: string; heroIntro: string }>(
      `*[_type == "town" && slug.current == "uden"][0]{_id, heroIntro}`,
    );
    const status = await lake.mutate([
      { createOrReplace: { ...town, _id: `drafts.${town._id}`, _type: "town", heroIntro: "Concept" } },
    ]);
    expect(status).toBe(200);
    const read = await sanityClient.fetch(queries.townQuery, { slug: "uden" });
    expect(JSON.stringify(read)).not.toContain("Concept");
  });
});
