/**
 * Checks a dataset against the extracted schema (`studio/schema.json`, written by `npm run typegen` with
 * required fields enforced): every document has a known type, no unknown fields, every required field filled,
 * values of the right kind, `_key`s on array objects and unique, slugs unique per type, references resolvable.
 */

import type { SanityDocument as SanityDoc } from "../../lib/sanity/ndjson.ts";

type TypeNode =
  | { type: "string"; value?: string }
  | { type: "number" | "boolean" | "null" | "unknown" }
  | { type: "object"; attributes: Record<string, Attribute>; rest?: TypeNode; dereferencesTo?: string }
  | { type: "array"; of: TypeNode }
  | { type: "union"; of: TypeNode[] }
  | { type: "inline"; name: string };

type Attribute = { type: "objectAttribute"; value: TypeNode; optional?: boolean };

export type SchemaEntry =
  | { name: string; type: "document"; attributes: Record<string, Attribute> }
  | { name: string; type: "type"; value: TypeNode };

const systemFields = new Set(["_id", "_type", "_rev", "_createdAt", "_updatedAt"]);

export function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === "string" && value.trim() === "");
}

export function schemaProblems(schema: SchemaEntry[], docs: SanityDoc[]): string[] {
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
  return errors;
}
