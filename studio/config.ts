import { nlNLLocale } from "@sanity/locale-nl-nl";
import { defineConfig } from "sanity";
import { structureTool } from "sanity/structure";
import { apiVersion } from "../lib/sanity/env";
import { schemaTypes, singletonTypes } from "../schemas";
import { dutchMessages } from "./dutch-messages";
import { presentation } from "./presentation";
import { structure } from "./structure";

/** Where a Studio reads and writes: a project, its dataset and, for a custom domain, the API host. */
export type StudioTarget = { projectId: string; dataset: string; apiHost?: string };

/**
 * The Studio's configuration for a project and dataset: one factory for the Studio at /studio, which gets its
 * project when it is requested (app/(studio)), and for `sanity.config.ts`, which the CLI reads (schema extract,
 * TypeGen, dataset import).
 */
export function studioConfig(target: StudioTarget) {
  return defineConfig({
    name: "default",
    title: "Website",
    basePath: "/studio",
    projectId: target.projectId,
    dataset: target.dataset,
    ...(target.apiHost ? { apiHost: target.apiHost } : {}),
    plugins: [nlNLLocale(), structureTool({ structure }), presentation()],
    // The owner works in Dutch only: the Studio offers no other language, and the schema's built-in rules speak
    // the owner's words (studio/dutch-messages.ts).
    i18n: {
      locales: (locales) => locales.filter(({ id }) => id === "nl-NL"),
      bundles: dutchMessages,
    },
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
}
