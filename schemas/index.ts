import { collectionTypes } from "./documents/collections";
import { siteSettings } from "./documents/site-settings";
import { town } from "./documents/town";
import { objectTypes } from "./objects";
import { pageTypes } from "./pages";

export { singletonTypes } from "./pages/singletons";

export const schemaTypes = [siteSettings, ...pageTypes, town, ...collectionTypes, ...objectTypes];
