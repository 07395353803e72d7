/**
 * Next's page cache values hold Buffers (the RSC payload, images) and a Map of prefetch segments: JSON with those
 * two marked, so a value read back is the value stored.
 */

type Marked = { $buffer: string } | { $map: [unknown, unknown][] };

function mark(value: unknown): unknown {
  if (value instanceof Uint8Array) return { $buffer: Buffer.from(value).toString("base64") } satisfies Marked;
  if (value instanceof Map) return { $map: [...value].map(([k, v]) => [k, mark(v)]) } satisfies Marked;
  if (Array.isArray(value)) return value.map(mark);
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mark(v)]));
  }
  return value;
}

function unmark(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(unmark);
  if (value && typeof value === "object") {
    if ("$buffer" in value && typeof value.$buffer === "string") return Buffer.from(value.$buffer, "base64");
    if ("$map" in value && Array.isArray(value.$map)) {
      return new Map((value.$map as [unknown, unknown][]).map(([k, v]) => [k, unmark(v)]));
    }
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, unmark(v)]));
  }
  return value;
}

export const toStorable = (value: unknown): Buffer => Buffer.from(JSON.stringify(mark(value)), "utf8");
export const fromStorable = (bytes: Buffer): unknown => unmark(JSON.parse(bytes.toString("utf8")));
