// `npm run lint:chain`: the longest chain of imports among the modules `npm run lint:imports` checks, hop by hop.
// It runs that same dependency-cruiser command with JSON output. The lint forbids circles, so the graph has none
// and the longest path is found in one pass. `--max N` fails when the chain is longer (the lint keeps it at 9: a
// deeper chain means a page loads settings through layers that need not stand between them).
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";

type Cruise = { modules: { source: string; dependencies: { resolved: string; dependencyTypes: string[] }[] }[] };

// `--types` counts type-only imports too; by default a chain is of value imports, the ones that load code (the
// measure the code reviews take).
const withTypes = process.argv.includes("--types");
const maxAt = process.argv.indexOf("--max");
const max = maxAt > 0 ? Number(process.argv[maxAt + 1]) : Number.POSITIVE_INFINITY;

const [command, ...args] = (JSON.parse(readFileSync("package.json", "utf8")).scripts["lint:imports"] as string).split(
  /\s+/,
);
const output = execFileSync("npx", [command!, ...args, "--output-type", "json"], { maxBuffer: 256 * 1024 * 1024 });
const { modules } = JSON.parse(output.toString("utf8")) as Cruise;
const imports = new Map(
  modules.map((module) => [
    module.source,
    module.dependencies.filter((d) => withTypes || !d.dependencyTypes.includes("type-only")).map((d) => d.resolved),
  ]),
);
const longest = new Map<string, string[]>();

/** The longest chain from `source` down (the module itself first). */
function chainFrom(source: string): string[] {
  let chain = longest.get(source);
  if (!chain) {
    chain = [source];
    for (const target of imports.get(source) ?? []) {
      if (!imports.has(target)) continue; // a package or a module outside the checked folders
      const below = chainFrom(target);
      if (below.length + 1 > chain.length) chain = [source, ...below];
    }
    longest.set(source, chain);
  }
  return chain;
}

const chain = [...imports.keys()].map(chainFrom).reduce((a, b) => (b.length > a.length ? b : a), []);
console.log(
  `Longest chain of ${withTypes ? "imports, type-only ones included" : "value imports"}: ${chain.length - 1} hops`,
);
console.log(chain.map((module, hop) => `${String(hop).padStart(4)}  ${module}`).join("\n"));
if (chain.length - 1 > max) {
  console.error(
    `The longest chain has more than ${max} hops: cut it (pass a value down, or import the leaf directly).`,
  );
  process.exitCode = 1;
}
