import { afterEach, describe, expect, it } from "vitest";
import { isStartupRevalidation, startupRevalidationEnv } from "@/lib/sanity/startup-revalidation";

describe("isStartupRevalidation", () => {
  afterEach(() => {
    delete process.env[startupRevalidationEnv];
  });

  it("accepts only this process's token", () => {
    process.env[startupRevalidationEnv] = "geheim-token-van-dit-proces";
    expect(isStartupRevalidation("geheim-token-van-dit-proces")).toBe(true);
    expect(isStartupRevalidation("geheim-token-van-dit-procES")).toBe(false);
    expect(isStartupRevalidation("geheim")).toBe(false);
    expect(isStartupRevalidation(null)).toBe(false);
  });

  it("accepts nothing when no server entry set a token (a bare `next start`)", () => {
    expect(isStartupRevalidation("")).toBe(false);
    expect(isStartupRevalidation("undefined")).toBe(false);
  });
});
