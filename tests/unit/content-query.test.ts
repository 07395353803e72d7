import { beforeEach, describe, expect, it, vi } from "vitest";

// The content fetch takes a query name from lib/sanity/queries.ts and typed, capped parameters, never GROQ of
// its own: a direct call to its server reference with a crafted query once blocked the event
// loop for 6 s. The local dataset runs the GROQ here; its query function is watched (and still runs for real) to
// see that a refused call never reaches it.

// The guard against client imports throws outside Next's server bundle; here it has nothing to guard.
vi.mock("server-only", () => ({}));
const groq = vi.hoisted(() => ({ calls: 0 }));
vi.mock("@/lib/sanity/local-dataset", async (importOriginal) => {
  const real = await importOriginal<typeof import("@/lib/sanity/local-dataset")>();
  return {
    ...real,
    queryLocalDataset: (...args: Parameters<typeof real.queryLocalDataset>) => {
      groq.calls++;
      return real.queryLocalDataset(...args);
    },
  };
});

const { readContent } = await import("@/lib/sanity/fetch");
type Name = Parameters<typeof readContent>[0];
type Params = Parameters<typeof readContent>[1];

/** The error of a refused call and how many GROQ queries ran for it. */
async function refused(name: string, params: unknown) {
  const before = groq.calls;
  const error = await readContent(name as Name, params as Params).then(
    () => null,
    (e: unknown) => (e instanceof Error ? e.message : String(e)),
  );
  return { error, ran: groq.calls - before };
}

describe("the content fetch", () => {
  beforeEach(() => {
    groq.calls = 0;
  });

  it("runs a named query with a short slug", async () => {
    const town = await readContent("townQuery", { slug: "veghel" });
    expect(town).toMatchObject({ name: "Veghel" });
    expect(groq.calls).toBe(1);
  });

  it("refuses a name that is not one of its queries, GROQ included, before any query runs", async () => {
    for (const name of [
      "*[_type == 'town']",
      "count(*[true])",
      "__proto__",
      "constructor",
      "toString",
      "defineQuery",
      "",
    ]) {
      const { error, ran } = await refused(name, {});
      expect(error, name).toMatch(/^Unknown content query/);
      expect(ran, name).toBe(0);
    }
  });

  it("refuses oversized and wrongly typed parameters before any query runs", async () => {
    const cases: Record<string, unknown> = {
      "a 201-character slug": { slug: "a".repeat(201) },
      "a megabyte slug": { slug: "a".repeat(1_000_000) },
      "an object": { slug: { $gt: "" } },
      "a nested list": { slug: [["veghel"]] },
      "a list of 31 names": { slug: Array.from({ length: 31 }, (_, i) => `plaats-${i}`) },
      "a list with a long name": { slug: ["veghel", "b".repeat(201)] },
      "a function": { slug: () => "veghel" },
      "six parameters": { a: 1, b: 2, c: 3, d: 4, e: 5, slug: "veghel" },
    };
    for (const [what, params] of Object.entries(cases)) {
      const { error, ran } = await refused("townQuery", params);
      expect(error, what).toMatch(/^Refused parameters for content query "townQuery"/);
      expect(ran, what).toBe(0);
    }
  });
});

describe("cache tags and the cached fetch", () => {
  it("come from the query's own text, never from its caller", async () => {
    const { tagsForQuery } = await import("@/lib/sanity/cache-tags");
    const queries = await import("@/lib/sanity/queries");
    expect(tagsForQuery(queries.townListQuery)).toEqual(["sanity:town"]);
    expect(tagsForQuery(queries.servicesPageQuery)).toEqual(["sanity:servicesPage", "sanity:service"]);
    // A query that follows references may show documents of any type: every publish revalidates it.
    expect(tagsForQuery(queries.townTipsQuery)).toEqual(["sanity:tip", "sanity:references"]);
    expect(tagsForQuery(queries.sitePagesQuery, { types: ["homePage", "aboutPage"], legalSlugs: [] })).toEqual([
      "sanity:legalPage",
      "sanity:homePage",
      "sanity:aboutPage",
    ]);
  });

  it("refuses the admin's queries, whose answers must not sit in a cache any caller of it could read", async () => {
    const { fetchContent } = await import("@/lib/sanity/fetch");
    const before = groq.calls;
    await expect(fetchContent("leadHandlingQuery", {})).rejects.toThrow(/admin only/);
    await expect(fetchContent("launchCheckQuery", {})).rejects.toThrow(/admin only/);
    expect(groq.calls).toBe(before);
  });
});
