import { describe, expect, it } from "vitest";
import { isDutchVatId, isKvkNumber, isPlaceholderNumber } from "@/lib/content/company-ids";
import { tokenValues } from "@/lib/content/resolve";
import { fillPlaceholders } from "@/lib/content/town-placeholders";
import { testSettings } from "../support/company-settings";

describe("the company's registration numbers", () => {
  it("have their shapes: a KvK number of eight digits, a Dutch VAT id NL…B.. without spaces", () => {
    expect(isKvkNumber("80153229")).toBe(true);
    expect(isKvkNumber("8015 3229")).toBe(false);
    expect(isKvkNumber("801532290")).toBe(false);
    expect(isDutchVatId("NL861537204B01")).toBe(true);
    expect(isDutchVatId("NL 8615.37.204.B01")).toBe(false);
    expect(isDutchVatId("861537204B01")).toBe(false);
    expect(isDutchVatId("NL861537204")).toBe(false);
  });

  it("are recognised as placeholders when they are the shipped demonstration values", () => {
    expect(isPlaceholderNumber("12345678")).toBe(true);
    expect(isPlaceholderNumber("NL000000000B01")).toBe(true);
    expect(isPlaceholderNumber("NL861537204B01")).toBe(false);
  });

  it("reach texts through {legalName} and {vatId}", () => {
    const values = tokenValues({ ...testSettings, legalName: "Brabant Dakzorg B.V.", vatId: "NL861537204B01" });
    expect(fillPlaceholders("{legalName} is verantwoordelijk (KvK {kvk}, btw {vatId}).", values)).toBe(
      "Brabant Dakzorg B.V. is verantwoordelijk (KvK 80153229, btw NL861537204B01).",
    );
  });
});
