import { count } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { contactSubmissions } from "@/lib/db/schema";
import { acceptLead } from "@/lib/leads/accept-lead";
import { badString, random } from "../support/bad-inputs";
import { leadForm } from "../support/lead-form";
import { type TestDatabase, testDatabases } from "../support/test-databases";

let database: TestDatabase;
beforeAll(async () => {
  database = await testDatabases.pglite();
});
afterAll(async () => database?.cleanup());

const valid: Record<string, string> = {
  name: "Jan",
  email: "jan@example.nl",
  phone: "0612345678",
  address: "Kerkstraat 1, Uden",
  roofType: "plat-dak",
  message: "Lekkage",
};
// A form is invalid when one of these is broken; which ones are required depends on the variant.
const required = { full: ["name", "email", "phone", "address", "roofType"], minimal: ["name", "phone", "message"] };

it("rejects 1,000 generated bad requests without an error and stores none of them", async () => {
  const next = random(20261123);
  const kinds = new Map<string, number>();
  for (let i = 0; i < 1000; i++) {
    const variant = next() < 0.5 ? "full" : "minimal";
    const form = leadForm({ variant, ...valid });
    // Break at least one required field: drop it, give it a bad string, or a file instead of text.
    const targets = required[variant];
    const broken = targets[Math.floor(next() * targets.length)]!;
    const how = next();
    if (how < 0.3) form.delete(broken);
    else if (how < 0.5) form.set(broken, new File(["binary"], "x.bin"));
    else form.set(broken, breakValue(broken, badString(next)));
    // Unknown fields and odd values in the optional ones must not matter either.
    for (let k = 0; k < 3; k++) form.set(`extra${k}`, badString(next));
    for (const optional of ["page", "town", "idempotencyKey"]) if (next() < 0.3) form.set(optional, badString(next));
    const result = await acceptLead(database.handle.db, form, {
      ip: `10.0.${i % 250}.1`,
      rateLimit: { limit: 10_000, windowSeconds: 60 },
    });
    kinds.set(result.kind, (kinds.get(result.kind) ?? 0) + 1);
    expect(result.kind, `case ${i}: ${broken}`).toBe("invalid");
  }
  const [stored] = await database.handle.db.select({ n: count() }).from(contactSubmissions);
  expect(stored!.n).toBe(0);
  expect(Object.fromEntries(kinds)).toEqual({ invalid: 1000 });
});

/** A bad string that is certainly invalid for this field (an odd but acceptable value would not test anything). */
function breakValue(field: string, bad: string): string {
  if (field === "name" || field === "address" || field === "message") return bad.trim() === "" ? bad : "x".repeat(5000);
  if (field === "roofType") return `${bad}-dak`;
  return `${bad}@@`; // neither an e-mail address nor a phone number
}
