/**
 * Checks a dataset against the extracted schema (`studio/schema.json`, written by `npm run typegen` with
 * required fields enforced): every document has a known type, no unknown fields, every required field filled,
 * values of the right kind, `_key`s on array objects and unique, slugs unique per type, references resolvable,
 * singletons present exactly once. Works offline; the tests and `npm run content:check` use it.
 */
import { isPriceGuidePlaceholder } from "../lib/content/price-guide-placeholders.ts";
import { isTownPlaceholder } from "../lib/content/town-placeholders.ts";
import { articlePath, sitePages, townPath } from "../lib/site/routes.ts";

type TypeNode =
  | { type: "string"; value?: string }
  | { type: "number" | "boolean" | "null" | "unknown" }
  | { type: "object"; attributes: Record<string, Attribute>; rest?: TypeNode; dereferencesTo?: string }
  | { type: "array"; of: TypeNode }
  | { type: "union"; of: TypeNode[] }
  | { type: "inline"; name: string };
type Attribute = { type: "objectAttribute"; value: TypeNode; optional?: boolean };
type SchemaEntry =
  | { name: string; type: "document"; attributes: Record<string, Attribute> }
  | { name: string; type: "type"; value: TypeNode };
export type SanityDoc = { _id: string; _type: string; [field: string]: unknown };

const systemFields = new Set(["_id", "_type", "_rev", "_createdAt", "_updatedAt"]);

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === "string" && value.trim() === "");
}

export function validateDataset(schema: SchemaEntry[], docs: SanityDoc[], singletonTypes: string[]): string[] {
  const errors: string[] = [];
  const byName = new Map(schema.map((entry) => [entry.name, entry]));
  const ids = new Map(docs.map((doc) => [doc._id, doc._type]));

  const resolve = (node: TypeNode): TypeNode => {
    if (node.type !== "inline") return node;
    const entry = byName.get(node.name);
    if (!entry) throw new Error(`schema has no type ${node.name}`);
    return entry.type === "document" ? { type: "object", attributes: entry.attributes } : resolve(entry.value);
  };

  const literalOf = (attribute: Attribute | undefined) =>
    attribute?.value.type === "string" ? attribute.value.value : undefined;

  const attributesOf = (node: Extract<TypeNode, { type: "object" }>): Record<string, Attribute> => {
    const rest = node.rest ? resolve(node.rest) : undefined;
    return { ...(rest?.type === "object" ? attributesOf(rest) : {}), ...node.attributes };
  };

  const check = (value: unknown, node: TypeNode, where: string, out: string[] = errors): void => {
    const type = resolve(node);
    switch (type.type) {
      case "unknown":
        return;
      case "null":
        if (value !== null) out.push(`${where}: expected null`);
        return;
      case "string":
        if (typeof value !== "string") out.push(`${where}: expected text, got ${typeof value}`);
        else if (type.value !== undefined && value !== type.value) out.push(`${where}: expected "${type.value}"`);
        return;
      case "number":
      case "boolean":
        if (typeof value !== type.type) out.push(`${where}: expected ${type.type}, got ${typeof value}`);
        return;
      case "union": {
        // A tagged object picks its member by _type; anything else must fit at least one member.
        const members = type.of.map(resolve);
        const tagged = (value as { _type?: unknown } | null)?._type;
        const byTag = members.find((m) => m.type === "object" && literalOf(attributesOf(m)._type) === tagged);
        const candidates = byTag ? [byTag] : members;
        const attempts = candidates.map((member) => {
          const sink: string[] = [];
          check(value, member, where, sink);
          return sink;
        });
        const fit = attempts.find((attempt) => attempt.length === 0);
        if (!fit) out.push(...(byTag ? attempts[0]! : [`${where}: matches none of the allowed kinds`]));
        return;
      }
      case "array": {
        if (!Array.isArray(value)) {
          out.push(`${where}: expected a list`);
          return;
        }
        const keys = new Set<string>();
        value.forEach((item, index) => {
          const at = `${where}[${index}]`;
          if (item && typeof item === "object") {
            const key = (item as { _key?: unknown })._key;
            if (typeof key !== "string" || key === "") out.push(`${at}: missing _key`);
            else if (keys.has(key)) out.push(`${at}: duplicate _key "${key}"`);
            else keys.add(key);
          }
          check(item, type.of, at, out);
        });
        return;
      }
      case "object": {
        if (!value || typeof value !== "object" || Array.isArray(value)) {
          out.push(`${where}: expected an object`);
          return;
        }
        const attributes = attributesOf(type);
        const record = value as Record<string, unknown>;
        for (const [field, fieldValue] of Object.entries(record)) {
          if (systemFields.has(field) || field === "_key") continue;
          const attribute = attributes[field];
          if (!attribute) out.push(`${where}.${field}: unknown field`);
          else check(fieldValue, attribute.value, `${where}.${field}`, out);
        }
        for (const [field, attribute] of Object.entries(attributes)) {
          if (field.startsWith("_")) continue;
          if (attribute.optional === false && isEmpty(record[field])) out.push(`${where}.${field}: required`);
        }
        if (type.dereferencesTo) {
          const target = ids.get(String(record._ref));
          if (target !== type.dereferencesTo) {
            out.push(`${where}: reference ${String(record._ref)} does not resolve to a ${type.dereferencesTo}`);
          }
        }
        return;
      }
    }
  };

  const seenIds = new Set<string>();
  const slugs = new Map<string, string>();
  for (const doc of docs) {
    const where = doc._id;
    if (seenIds.has(doc._id)) errors.push(`${where}: duplicate _id`);
    seenIds.add(doc._id);
    const entry = byName.get(doc._type);
    if (entry?.type !== "document") {
      errors.push(`${where}: unknown document type ${doc._type}`);
      continue;
    }
    check(doc, { type: "object", attributes: entry.attributes }, where);
    const slug = (doc.slug as { current?: string } | undefined)?.current;
    if (slug) {
      const key = `${doc._type}/${slug}`;
      if (slugs.has(key)) errors.push(`${where}: slug "${slug}" is also used by ${slugs.get(key)}`);
      slugs.set(key, doc._id);
    }
  }
  errors.push(
    ...priceTokenProblems(docs),
    ...priceSizeProblems(docs),
    ...internalLinkProblems(docs),
    ...apostropheProblems(docs),
  );
  for (const type of singletonTypes) {
    const found = docs.filter((doc) => doc._type === type);
    if (found.length !== 1 || found[0]?._id !== type) {
      errors.push(`singleton ${type}: expected exactly one document with _id "${type}", found ${found.length}`);
    }
  }
  return errors;
}

/**
 * Every link to a page of this site (a link in rich text, a link under an FAQ answer) names a page that exists:
 * one of the route list, or a town or article of this dataset. Query and fragment are not checked.
 */
function internalLinkProblems(docs: SanityDoc[]): string[] {
  const slugsOf = (type: string) =>
    docs.flatMap((doc) => {
      const slug = (doc.slug as { current?: string } | undefined)?.current;
      return doc._type === type && slug ? [slug] : [];
    });
  const paths = new Set([
    ...sitePages.map((page) => page.path),
    ...slugsOf("town").map(townPath),
    ...slugsOf("article").map(articlePath),
  ]);
  const problems: string[] = [];
  const visit = (value: unknown, where: string) => {
    if (Array.isArray(value)) {
      value.forEach((item, index) => {
        visit(item, `${where}[${index}]`);
      });
    } else if (value && typeof value === "object") {
      const href = (value as { href?: unknown }).href;
      if (typeof href === "string" && href.startsWith("/") && !paths.has(href.split(/[?#]/)[0]!)) {
        problems.push(`${where}: the link to ${href} names no page of this site`);
      }
      for (const [key, item] of Object.entries(value)) visit(item, `${where}.${key}`);
    }
  };
  for (const doc of docs) visit(doc, doc._id);
  return problems;
}

/**
 * The price guide starts from a price's usual size and stops at its largest: a price per m², meter or piece needs
 * both, the usual one no larger than the largest (the Studio's rule on the price document says the same).
 */
function priceSizeProblems(docs: SanityDoc[]): string[] {
  return docs.flatMap((doc) => {
    if (doc._type !== "priceItem" || doc.unit === "klus") return [];
    const { typicalSize, maxSize } = doc as { typicalSize?: unknown; maxSize?: unknown };
    if (typeof typicalSize !== "number" || typeof maxSize !== "number") {
      return [`${doc._id}: a price per ${String(doc.unit)} needs typicalSize and maxSize`];
    }
    return typicalSize > maxSize ? [`${doc._id}: typicalSize ${typicalSize} is larger than maxSize ${maxSize}`] : [];
  });
}

const replyPlaceholders = ["{naam}", "{datum}", "{company}"];

/** Every {prijs|vanaf|minimum:slug} token in any text names a price item that exists, and no token is misspelt. */
function priceTokenProblems(docs: SanityDoc[]): string[] {
  const prices = new Set(
    docs
      .filter((doc) => doc._type === "priceItem")
      .map((doc) => (doc.slug as { current?: string } | undefined)?.current),
  );
  const problems: string[] = [];
  const visit = (value: unknown, where: string) => {
    if (typeof value === "string") {
      for (const [token] of value.matchAll(/\{[^{}\s]{1,80}\}/g)) {
        // Placeholders such as {town} are filled by the town pages (and {town} by the WhatsApp texts), and such as
        // {maxSize} by the price guide.
        if (isTownPlaceholder(token) || isPriceGuidePlaceholder(token)) continue;

        // Placeholders such as {town} are filled by the town pages (and {town} by the WhatsApp texts).
        if (isTownPlaceholder(token)) continue;
        // The admin's reply texts name the person and the day of their request (lib/admin/replies.ts).
        if (where.includes(".leadHandling.") && replyPlaceholders.includes(token)) continue;
        const match = token.match(/^\{(prijs|vanaf|minimum):([a-z0-9-]+)\}$/);
        if (!match) problems.push(`${where}: "${token}" is not a price token ({prijs|vanaf|minimum:slug})`);
        else if (!prices.has(match[2])) problems.push(`${where}: ${token} names no price item "${match[2]}"`);
      }
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => {
        visit(item, `${where}[${index}]`);
      });
    } else if (value && typeof value === "object") {
      for (const [key, item] of Object.entries(value)) visit(item, `${where}.${key}`);
    }
  };
  for (const doc of docs) visit(doc, doc._id);
  return problems;
}

/** Fields that hold addresses or identifiers rather than Dutch text. */
const notText = new Set(["href", "src", "url", "email", "current", "aliases", "gtmId"]);

/**
 * Dutch text uses the typographic apostrophe (’: zo’n, ’s ochtends, foto’s); a straight ' among them looks like a
 * typing slip next to the rest of the site.
 */
function apostropheProblems(docs: SanityDoc[]): string[] {
  const problems: string[] = [];
  const visit = (value: unknown, where: string, key: string) => {
    if (typeof value === "string") {
      if (value.includes("'") && !key.startsWith("_") && !notText.has(key)) {
        problems.push(`${where}: a straight apostrophe (') where Dutch text uses ’: "${value.slice(0, 60)}"`);
      }
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => {
        visit(item, `${where}[${index}]`, key);
      });
    } else if (value && typeof value === "object") {
      for (const [field, item] of Object.entries(value)) visit(item, `${where}.${field}`, field);
    }
  };
  for (const doc of docs) visit(doc, doc._id, "");
  return problems;
}
