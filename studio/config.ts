import { nlNLLocale } from "@sanity/locale-nl-nl";
import { defineConfig } from "sanity";
import { structureTool } from "sanity/structure";
import { sanityApiVersion as apiVersion } from "../lib/public-config";
import { schemaTypes, singletonTypes } from "../schemas";
import { priceDeleteAction } from "./actions/price-delete";
import { dutchMessages } from "./dutch-messages";
import { PlaceholderHelpField } from "./placeholder-help";
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
    plugins: [nlNLLocale(), structureTool({ structure, title: "Inhoud" }), presentation()],
    // Dutch is the Studio's language (the last locale listed is the one it opens in); English stays available because
    // the few words Sanity's Dutch locale lacks fall back to it, rather than show their keys. The schema's built-in
    // rules and Voorbeeld speak the owner's words (studio/dutch-messages.ts).
    i18n: { bundles: dutchMessages },
    // Under each text field, the placeholders it accepts (studio/placeholders.ts).
    form: { components: { field: PlaceholderHelpField } },
    schema: {
      types: schemaTypes,
      // Singletons are opened from the structure only; they cannot be created twice from "new document".
      templates: (templates) => templates.filter(({ schemaType }) => !singletonTypes.includes(schemaType)),
    },
    document: {
      actions: (actions, context) => {
        if (singletonTypes.includes(context.schemaType)) {
          return actions.filter(({ action }) => action && ["publish", "discardChanges", "restore"].includes(action));
        }
        // Texts name a price by its code, not by a reference: its delete first looks for them (studio/actions).
        if (context.schemaType === "priceItem") {
          return actions.map((action) => (action.action === "delete" ? priceDeleteAction(action) : action));
        }
        return actions;
      },
    },
    apiVersion,
  });
}
