import { defineConfig } from "sanity";
import { structureTool } from "sanity/structure";
import { apiVersion, dataset, projectId } from "./lib/sanity/env";
import { schemaTypes, singletonTypes } from "./schemas";
import { structure } from "./studio/structure";

// projectId and dataset are imported, never exported from here: the CLI would otherwise extract an empty schema.
export default defineConfig({
  name: "default",
  title: "Website",
  basePath: "/studio",
  // A placeholder keeps offline tools (schema extract, typegen) working without a project.
  projectId: projectId || "offline",
  dataset,
  plugins: [structureTool({ structure })],
  schema: {
    types: schemaTypes,
    // Singletons are opened from the structure only; they cannot be created twice from "new document".
    templates: (templates) => templates.filter(({ schemaType }) => !singletonTypes.includes(schemaType)),
  },
  document: {
    actions: (actions, context) =>
      singletonTypes.includes(context.schemaType)
        ? actions.filter(({ action }) => action && ["publish", "discardChanges", "restore"].includes(action))
        : actions,
  },
  apiVersion,
});
