import { describe, expect, it } from "vitest";
import { formatPhone, parsePhone } from "@/lib/forms/phone";
import { validateLead } from "@/lib/leads/validation";

// How people in the Netherlands and Belgium really write their numbers, and what we store (E.164).
const accepted: [string, string][] = [
  ["06-12345678", "+31612345678"],
  ["06 1234 5678", "+31612345678"],
  ["06 12 34 56 78", "+31612345678"],
  ["06.12.34.56.78", "+31612345678"],
  ["0612345678", "+31612345678"],
  ["+31 6 12345678", "+31612345678"],
  ["+31 (0)6 12345678", "+31612345678"],
  ["+31(0)612345678", "+31612345678"],
  ["0031612345678", "+31612345678"],
  ["0031 6 1234 5678", "+31612345678"],
  ["013-1234567", "+31131234567"],
  ["(0413) 20 30 40", "+31413203040"],
  ["0413-203040", "+31413203040"],
  ["+31 (0) 413 203040", "+31413203040"],
  ["088 123 4567", "+31881234567"],
  ["+32 470 12 34 56", "+32470123456"],
  ["0032 470 12 34 56", "+32470123456"],
  ["+32 3 231 12 34", "+3232311234"],
  ["+49 30 1234567", "+49301234567"],
];

const refused = [
  "123",
  "12345",
  "123456",
  "0612345",
  "06-123456789",
  "+31 6 1234",
  "0000000000",
  "abc",
  "06-1234567a8",
  "+999 12345678",
];

describe("phone numbers", () => {
  it.each(accepted)("accepts %s as %s", (input, e164) => {
    expect(parsePhone(input)).toBe(e164);
    const checked = validateLead("minimal", { name: "Jan", phone: input, message: "Lekkage" });
    expect(checked.ok && checked.lead.phone).toBe(e164);
  });

  it.each(refused)("refuses %s with the Dutch message", (input) => {
    expect(parsePhone(input)).toBeNull();
    const checked = validateLead("minimal", { name: "Jan", phone: input, message: "Lekkage" });
    expect(checked.ok).toBe(false);
    expect(!checked.ok && checked.errors.phone).toBe("Vul een geldig telefoonnummer in, bijvoorbeeld 06 12345678.");
  });

  it("shows Dutch numbers in the national format and others internationally", () => {
    expect(formatPhone("+31612345678")).toBe("06 12345678");
    expect(formatPhone("+31413203040")).toBe("0413 203 040");
    expect(formatPhone("+32470123456")).toBe("+32 470 12 34 56");
    expect(formatPhone("not a number")).toBe("not a number");
  });
});
