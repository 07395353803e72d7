/**
 * Generated bad input for fuzz tests: a seeded generator (the same seed gives the same cases, so a failure can be
 * replayed) of wrong types, huge strings, odd Unicode and missing fields.
 */
export function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const oddStrings = [
  "",
  " ",
  "\u0000",
  "\u202Emoc.elpmaxe@nhoj",
  "\u200B\u200B\u200B",
  "🏠💧🔨".repeat(50),
  "\uD800",
  "Robert'); DROP TABLE contact_submissions;--",
  "<script>alert(1)</script>",
  "${7*7}{{7*7}}",
  "__proto__",
  "constructor",
  "ￜ￝￞",
  "𝕯𝖆𝖐",
  "\n\r\t",
  "NaN",
  "-1",
  "1e309",
];

export function badString(next: () => number): string {
  const pick = next();
  if (pick < 0.15) return "x".repeat(1000 + Math.floor(next() * 200_000));
  if (pick < 0.3)
    return Array.from({ length: 1 + Math.floor(next() * 300) }, () =>
      String.fromCharCode(Math.floor(next() * 0xffff)),
    ).join("");
  return oddStrings[Math.floor(next() * oddStrings.length)]!;
}

/**
 * Bad bodies for POST /api/events, one shape after another (`i` picks the shape): broken JSON, wrong types, bad
 * keys, odd paths and session ids, unknown fields, oversized texts. `marker` is written into each, so a test can
 * look for anything of it that was stored.
 */
export function badEventBody(next: () => number, marker: string, i: number): string {
  const event = (fields: Record<string, unknown>) =>
    JSON.stringify({
      event_name: "page_view",
      event_data: {},
      page_path: `/${marker}`,
      session_id: "anonymous",
      ...fields,
    });
  const shapes = [
    () => badString(next),
    () => event({ event_name: badString(next) }),
    () => event({ event_data: { [badString(next)]: marker } }),
    () => event({ event_data: { a: { nested: marker } } }),
    () => event({ page_path: `${badString(next)} ${marker}` }),
    () => event({ session_id: `${badString(next)}!` }),
    () => event({ event_data: undefined, extra: badString(next) }),
    () => JSON.stringify([marker]),
    () => JSON.stringify(null),
    () => JSON.stringify({ event_name: 42, event_data: [], page_path: 7, session_id: false }),
    () => event({ event_data: { text: "x".repeat(3000) } }),
  ];
  return shapes[i % shapes.length]!();
}

/** How many shapes badEventBody has: a multiple of it tries each equally often. */
export const badEventShapes = 11;
