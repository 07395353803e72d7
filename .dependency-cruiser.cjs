/**
 * Who may import what, checked in `npm run lint`. The layers, top to bottom: app → components → studio → schemas →
 * lib; a layer imports only the layers below it. No module imports itself through others, and no two folders of
 * lib/ import each other: a circle means two modules are one in disguise, or one of them holds a part of the other.
 * Type-only imports count too: they are as much a dependency for a reader as for the compiler.
 */
const layers = ["app", "components", "studio", "schemas", "lib"];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circle",
      severity: "error",
      comment: "A module reaches itself through its imports.",
      from: {},
      to: { circular: true },
    },
    ...layers.slice(1).map((layer, index) => ({
      name: `no-import-up-from-${layer}`,
      severity: "error",
      comment: `${layer}/ imports only the layers below it (${layers.slice(index + 2).join(", ") || "packages only"}).`,
      from: { path: `^${layer}/` },
      to: { path: `^(${layers.slice(0, index + 1).join("|")})/` },
    })),
    {
      name: "no-lib-folder-circle",
      severity: "error",
      comment: "Two folders of lib/ import each other, directly or through others.",
      scope: "folder",
      from: { path: "^lib/" },
      to: { path: "^lib/", circular: true },
    },
    {
      name: "no-unresolvable",
      severity: "error",
      comment: "An import that names no file and no installed package.",
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    includeOnly: "^(app|components|studio|schemas|lib|server\\.ts|proxy\\.ts|instrumentation\\.ts)",
    exclude: { path: "^studio/dataset/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".json"],
    },
  },
};
