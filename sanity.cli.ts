import { defineCliConfig } from "sanity/cli";

const projectId = process.env.NEXT_PUBLIC_SANITY_PROJECT_ID || "offline";
const dataset = process.env.NEXT_PUBLIC_SANITY_DATASET || "production";

export default defineCliConfig({
  api: { projectId, dataset },
  typegen: {
    path: "./{app,components,lib}/**/*.{ts,tsx}",
    schema: "./studio/schema.json",
    generates: "./sanity.types.ts",
  },
});
