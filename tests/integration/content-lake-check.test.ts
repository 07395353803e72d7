import { createServer } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentLakeProblem } from "@/lib/sanity/content-lake-check";
import { type ContentLake, standInProjectId } from "../stand-in/content-lake";
import { startLakeOnCopy } from "../stand-in/lake-on-copy";

// The one question a build with a project id asks first (next.config.ts): is the Content Lake there? Asked of the
// stand-in, of a port where nothing listens and of a dataset that does not exist.

let lake: ContentLake;
let stop: () => Promise<void>;

beforeAll(async () => {
  ({ lake, stop } = await startLakeOnCopy());
});

afterAll(() => stop?.());

/** A loopback port that was free a moment ago: nothing answers there. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe("the build's check of its Content Lake", () => {
  it("is satisfied when the project's dataset answers", async () => {
    expect(
      await contentLakeProblem({ projectId: standInProjectId, dataset: "production", apiHost: lake.httpOrigin }),
    ).toBeNull();
  });

  it("names the setting and the way out when the API cannot be reached, without a stack trace", async () => {
    const apiHost = `http://127.0.0.1:${await closedPort()}`;
    const problem = await contentLakeProblem({ projectId: "abc123", dataset: "production", apiHost });
    expect(problem).toBe(
      `The build reads its content from the Sanity project NEXT_PUBLIC_SANITY_PROJECT_ID=abc123, but ${apiHost} cannot be reached (ECONNREFUSED): connect this machine to the internet, or leave NEXT_PUBLIC_SANITY_PROJECT_ID empty to build from the local dataset (studio/dataset).`,
    );
  });

  it("says which answer came back for a dataset the project does not have", async () => {
    const problem = await contentLakeProblem({
      projectId: standInProjectId,
      dataset: "staging",
      apiHost: lake.httpOrigin,
    });
    expect(problem).toContain(`dataset staging, and ${lake.httpOrigin} answered 404`);
    expect(problem).toContain("NEXT_PUBLIC_SANITY_DATASET");
  });
});
