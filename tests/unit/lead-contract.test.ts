import { describe, expect, it } from "vitest";
import {
  choicesFor,
  formVariantName,
  formVariants,
  maxLengths,
  requiredFields,
  roofTypeLabel,
  roofTypeOptions,
  variantFields,
} from "@/lib/forms/contract";
import { validateLead } from "@/lib/leads/validation";

const full = {
  name: "Jan de Vries",
  email: "jan@example.nl",
  phone: "06-12345678",
  address: "Markt 1, Uden",
  message: "Lekkage bij de schoorsteen.",
};

describe("the lead-form contract", () => {
  it("offers exactly the roof types validation accepts", () => {
    for (const { value } of roofTypeOptions) {
      const result = validateLead("full", { ...full, roofType: value });
      expect(result.ok && result.lead.roofType).toBe(value);
    }
    expect(validateLead("full", { ...full, roofType: "rieten-dak" })).toEqual({
      ok: false,
      errors: { roofType: "Kies het type dak." },
    });
  });

  it("labels roof types the way the form shows them", () => {
    expect(roofTypeOptions.map((option) => roofTypeLabel(option.value))).toEqual([
      "Plat dak",
      "Hellend dak (pannen)",
      "Weet ik niet",
    ]);
    expect(roofTypeLabel(null)).toBe("Geen type");
    expect(roofTypeLabel("onbekend")).toBe("onbekend");
  });

  it("names the two forms", () => {
    expect([formVariantName("full"), formVariantName("minimal"), formVariantName("anders")]).toEqual([
      "offerteformulier",
      "kort formulier",
      "offerteformulier",
    ]);
  });

  it("validates to the same lengths the form allows", () => {
    const at = (field: "name" | "address" | "message", length: number) =>
      validateLead("full", { ...full, roofType: "plat-dak", [field]: "a".repeat(length) });
    for (const field of ["name", "address", "message"] as const) {
      expect(at(field, maxLengths[field]).ok).toBe(true);
      const tooLong = at(field, maxLengths[field] + 1);
      expect(tooLong.ok ? null : tooLong.errors[field]).toContain(`maximaal ${maxLengths[field]} tekens`);
    }
  });

  // The privacy policy lists these fields as required (components/legal/form-field-list.tsx): validation must refuse
  // exactly them when empty, and accept the rest left empty.
  it("requires exactly the fields the contract names as required, per form", () => {
    for (const variant of formVariants) {
      const result = validateLead(variant, {});
      const refused = result.ok ? [] : Object.keys(result.errors);
      expect(refused.sort(), variant).toEqual([...requiredFields[variant]].sort());
      for (const field of requiredFields[variant]) expect(variantFields[variant], variant).toContain(field);
      for (const choice of choicesFor(variant))
        expect(choice.required, `${variant} ${choice.field}`).toBe(requiredFields[variant].includes(choice.field));
    }
  });
});
