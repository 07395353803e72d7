import { groupProblems, validateSchema } from "@sanity/schema/_internal";
import { defineField, defineType } from "sanity";
import { describe, expect, it } from "vitest";
import { schemaTypes } from "@/schemas";

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
