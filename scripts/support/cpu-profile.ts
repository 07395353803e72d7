import { readFileSync } from "node:fs";

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
};
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

/** Where a frame lives, short: the file under the project, or the package. */
const where = (url: string) =>
  url
    .replace(/^file:\/\//, "")
    .replace(/.*\/node_modules\//, "")
    .replace(/.*\/(lib|app|components|\.next)\//, "$1/");

/**
 * Prints what a `node --cpu-prof` profile spent its busy time on (idle time left out): the share of the busy time
 * spent in the page and `'use cache'` caches' code (lib/cache, with everything it called), in encoding and decoding
 * their entries (lib/cache/storable.ts and the entry codecs), and the 15 functions with the most time of their own.
 */
export function summarizeProfile(file: string) {
  const profile = JSON.parse(readFileSync(file, "utf8")) as Profile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);

  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => {
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  const idle = [...self].filter(([id]) => byId.get(id)?.callFrame.functionName === "(idle)");
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const busy = total - idle.reduce((a, [, t]) => a + t, 0);

  /** Time of the samples with a frame matching `test` on their stack. */
  const under = (test: (node: ProfileNode) => boolean) => {
    let time = 0;
    for (const [id, t] of self) {
      for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
        if (test(byId.get(at)!)) {
          time += t;
          break;
        }
      }
    }
    return time;
  };
  const share = (time: number) => `${((100 * time) / busy).toFixed(1)} %`;
  const cache = under((node) => node.callFrame.url.includes("/lib/cache/"));
  const codec = under(
    (node) =>
      node.callFrame.url.includes("/lib/cache/storable") ||
      ["encodeEntry", "decodeEntry", "toStorable", "fromStorable"].includes(node.callFrame.functionName),
  );
  console.log(`\nCPU profile ${file}: ${(busy / 1e6).toFixed(1)} s busy of ${(total / 1e6).toFixed(1)} s`);
  console.log(`  in the cache handlers (lib/cache, inclusive): ${share(cache)}`);
  console.log(`  encoding and decoding cache entries:          ${share(codec)}`);
  const bySelf = new Map<string, number>();
  for (const [id, t] of self) {
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
    if (functionName === "(idle)") continue;
    const key = `${functionName || "(anonymous)"} ${where(url)}${url ? `:${lineNumber + 1}` : ""}`;
    bySelf.set(key, (bySelf.get(key) ?? 0) + t);
  }
  console.log("  the 15 functions with the most time of their own:");
  for (const [key, t] of [...bySelf].sort((a, b) => b[1] - a[1]).slice(0, 15)) {
    console.log(`    ${share(t).padStart(7)}  ${key}`);
  }
}
