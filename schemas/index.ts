import type { Rule, SchemaTypeDefinition } from "sanity";
import { contentRules } from "./content-rules.ts";
import { collectionTypes } from "./documents/collections.ts";
import { siteSettings } from "./documents/site-settings/index.ts";
import { town } from "./documents/town.ts";
import { objectTypes } from "./objects/index.ts";
import { pageTypes } from "./pages/index.ts";

export { singletonTypes } from "./pages/singletons.ts";

type Validation = Rule | Rule[] | undefined;

/** Each document keeps its own rules and follows the content rules every text follows (schemas/content-rules.ts). */
const withContentRules = (type: SchemaTypeDefinition): SchemaTypeDefinition => {
  const own = (type as { validation?: unknown }).validation as ((rule: Rule) => Validation) | undefined;
  return {
    ...type,
    validation: (rule: Rule) => [...[own?.(rule) ?? []].flat(), ...contentRules(rule)],
  } as SchemaTypeDefinition;
};

export const schemaTypes = [
  ...[siteSettings, ...pageTypes, town, ...collectionTypes].map(withContentRules),
  ...objectTypes,
];
