import { describe, expect, it } from "vitest";
import { fillPlaceholders, isTownPlaceholder } from "@/lib/content/town-placeholders";

describe("fillPlaceholders", () => {
  it("fills every known placeholder, as often as it occurs", () => {
    expect(
      fillPlaceholders("Lekkage in {town}? {company} in {town}, {distanceKm} km", {
        town: "Uden",
        company: "Brabant Dakzorg",
        distanceKm: 9,
      }),
    ).toBe("Lekkage in Uden? Brabant Dakzorg in Uden, 9 km");
  });

  it("leaves price tokens, unknown names and placeholders without a value as written", () => {
    expect(fillPlaceholders("{prijs:dakgoot} {stad} {phone}", { town: "Uden" })).toBe("{prijs:dakgoot} {stad} {phone}");
  });

  it("knows which tokens are placeholders", () => {
    expect(isTownPlaceholder("{town}")).toBe(true);
    expect(isTownPlaceholder("{stad}")).toBe(false);
  });
});
