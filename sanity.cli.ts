import { defineCliConfig } from "sanity/cli";
import { sanityProjectId as configuredProjectId, sanityDataset as dataset } from "./lib/public-config";

// A placeholder keeps offline tools (schema extract, typegen) working without a project.
const projectId = configuredProjectId || "offline";

export default defineCliConfig({
  api: { projectId, dataset },
  typegen: {
    path: "./{app,components,lib}/**/*.{ts,tsx}",
    schema: "./studio/schema.json",
    generates: "./sanity.types.ts",
  },
});
