import { groupProblems, validateSchema } from "@sanity/schema/_internal";
import { defineField, defineType } from "sanity";
import { describe, expect, it } from "vitest";
import { schemaTypes } from "@/schemas";
import { neededWhile } from "@/schemas/fields";

function schemaErrors(types: unknown[]): string[] {
  const compiled = validateSchema(types);
  return groupProblems(compiled.getTypes())
    .flatMap((group) => group.problems.map((problem) => ({ ...problem, path: group.path })))
    .filter((problem) => problem.severity === "error")
    .map((problem) => `${problem.path.map((p) => p.name).join(".")}: ${problem.message}`);
}

describe("content schema", () => {
  it("validates offline without errors", () => {
    expect(schemaErrors(schemaTypes)).toEqual([]);
  });

  it("fails on a broken schema", () => {
    const broken = defineType({
      name: "brokenTown",
      title: "Kapot",
      type: "document",
      fields: [
        defineField({ name: "name", type: "string" }),
        // A field of a type that does not exist, and a duplicate field name.
        defineField({ name: "region", type: "notAType" }),
        defineField({ name: "name", type: "string" }),
      ],
    });
    const errors = schemaErrors([...schemaTypes, broken]);
    expect(errors.length).toBeGreaterThanOrEqual(2);
    expect(errors.join("\n")).toMatch(/notAType|Unknown type/i);
  });
});

describe("neededWhile", () => {
  const endsAt = neededWhile("active", "Geef een eindtijd op.");

  it("asks for the field only while its sibling is set", () => {
    expect(endsAt(undefined, { parent: { active: true } })).toBe("Geef een eindtijd op.");
    expect(endsAt("", { parent: { active: true } })).toBe("Geef een eindtijd op.");
    expect(endsAt("2026-10-25T12:00:00Z", { parent: { active: true } })).toBe(true);
    expect(endsAt(undefined, { parent: { active: false } })).toBe(true);
    expect(endsAt(undefined, { parent: undefined })).toBe(true);
    expect(neededWhile("image", "Beschrijf de foto.")(undefined, { parent: { image: { asset: {} } } })).toBe(
      "Beschrijf de foto.",
    );
  });
});
