import { pageDocumentTypes } from "../../lib/site/routes.ts";

/**
 * Singletons: exactly one document each, with `_id` equal to the type name: the company's settings, the words
 * of each page in the route list (lib/site/routes.ts), the words all town pages share and the words of the page
 * for an address the site does not have.
 */
export const singletonTypes: string[] = ["siteSettings", ...pageDocumentTypes, "townPage", "notFoundPage"];
