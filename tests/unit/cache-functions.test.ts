import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { exposedCacheFunctions, isCacheFunctionId, removeCacheFunctions } from "@/lib/security/cache-functions";

// What scripts/build.ts does to a build: the site's 'use cache' functions out of Next's list of server actions, in
// both forms Next 16 writes it and in the standalone copy. That a request naming one is then refused is tried on the
// real build (tests/e2e/cluster/cluster.spec.ts).

const action = "605e35fbb0ffe546f289876be122851810f83ff704"; // submitLead: a server action (high bit clear)
const cached = "c0a69af4c8b5496743fc16c77dfc28df6223f643ba"; // getTownPage: 'use cache' (high bit set)
const entry = (filename: string) => ({ workers: { "app/page": { moduleId: 1, async: false } }, filename });

function build(): string {
  const dist = mkdtempSync(path.join(tmpdir(), "next-build-"));
  const manifest = {
    node: { [action]: entry("lib/leads/actions.ts"), [cached]: entry("lib/content/towns.ts") },
    edge: {},
  };
  for (const server of [path.join(dist, "server"), path.join(dist, "standalone/.next/server")]) {
    mkdirSync(path.join(server, "app/page"), { recursive: true });
    writeFileSync(path.join(server, "server-reference-manifest.json"), JSON.stringify(manifest, null, 2));
    writeFileSync(path.join(server, "app/page/server-reference-manifest.json"), JSON.stringify(manifest));
    writeFileSync(
      path.join(server, "server-reference-manifest.js"),
      `self.__RSC_SERVER_MANIFEST=${JSON.stringify(JSON.stringify(manifest, null, 2))}`,
    );
  }
  return dist;
}

describe("the cached functions in a build's list of server actions", () => {
  it("are told apart by the id's first byte, as Next does", () => {
    expect(isCacheFunctionId(cached)).toBe(true);
    expect(isCacheFunctionId(action)).toBe(false);
    expect(isCacheFunctionId("c0a6")).toBe(false);
  });

  it("are taken out of every manifest, server actions kept", () => {
    const dist = build();
    expect(exposedCacheFunctions(dist)).toEqual([cached]);
    expect(removeCacheFunctions(dist)).toBe(6);
    expect(exposedCacheFunctions(dist)).toEqual([]);
    const json = JSON.parse(
      readFileSync(path.join(dist, "standalone/.next/server/server-reference-manifest.json"), "utf8"),
    );
    expect(Object.keys(json.node)).toEqual([action]);
    const script = readFileSync(path.join(dist, "server/server-reference-manifest.js"), "utf8");
    const inner = JSON.parse(JSON.parse(script.replace(/^self\.__RSC_SERVER_MANIFEST=/, "")));
    expect(Object.keys(inner.node)).toEqual([action]);
    expect(removeCacheFunctions(dist)).toBe(0);
  });
});
