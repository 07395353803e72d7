import { describe, expect, it } from "vitest";
import { schemaTypes } from "@/schemas";
import { singletonTypes } from "@/schemas/pages/singletons";
import { listedTypes } from "@/studio/structure";

describe("the Studio's structure", () => {
  it("lists every kind of document once: each singleton as a page, every other type as a list", () => {
    const documentTypes = schemaTypes.filter((type) => type.type === "document").map((type) => type.name);
    const lists = documentTypes.filter((type) => !singletonTypes.includes(type));
    expect([...listedTypes].sort()).toEqual([...lists].sort());
    expect(new Set(listedTypes).size).toBe(listedTypes.length);
  });
});
