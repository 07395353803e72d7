import { describe, expect, it } from "vitest";
import { parseEvent } from "@/lib/analytics/events";
import { badEventBody, random } from "../support/bad-inputs";

describe("POST /api/events bodies", () => {
  it("refuses 1,000 generated bad bodies, each with a reason and without throwing", () => {
    const next = random(42);
    const reasons = new Map<string, number>();
    for (let i = 0; i < 1000; i++) {
      const result = parseEvent(badEventBody(next, `fuzz${i}`, i));
      expect("error" in result, `case ${i}`).toBe(true);
      if ("error" in result) reasons.set(result.error, (reasons.get(result.error) ?? 0) + 1);
    }
    expect([...reasons.values()].reduce((a, b) => a + b, 0)).toBe(1000);
    expect([...reasons.keys()].sort()).toEqual(["invalid event", "not JSON, or a forbidden key"]);
  });

  it("refuses keys that address an object's prototype, which zod alone lets by", () => {
    for (const key of ["__proto__", "constructor", "prototype"]) {
      const body = `{"event_name":"page_view","event_data":{"${key}":{"polluted":true}},"page_path":"/","session_id":"anonymous"}`;
      expect(parseEvent(body)).toEqual({ error: "not JSON, or a forbidden key" });
    }
  });

  it("reads a good event, with its defaults", () => {
    expect(parseEvent('{"event_name":"phone_call","page_path":"/contact","session_id":"anonymous"}')).toEqual({
      event: { event_name: "phone_call", event_data: {}, page_path: "/contact", session_id: "anonymous", origin: {} },
    });
  });
});
