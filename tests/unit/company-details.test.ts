import { describe, expect, it } from "vitest";
import { isDutchVatId, isKvkNumber, isPlaceholderNumber } from "@/lib/content/company-ids";
import { settingPlaceholderValues } from "@/lib/content/setting-placeholders";
import { fillPlaceholders } from "@/lib/content/town-placeholders";

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
    const values = settingPlaceholderValues({
      companyName: "Brabant Dakzorg",
      legalName: "Brabant Dakzorg B.V.",
      vatId: "NL861537204B01",
      phone: { display: "0413 20 30 40", e164: "+31413203040" },
      whatsapp: { display: "06 98 76 54 32" },
      email: "info@dakzorg.nl",
      kvk: "80153229",
      address: { city: "Veghel" },
      serviceArea: { radiusKm: 35 },
      openingHours: { weekly: [{ from: "monday", to: "friday", opens: "08:00", closes: "17:00" }] },
      claims: { warranty: "12,5 jaar", yearsExperience: "15+", customers: "500+" },
      promises: {
        callbackMinutes: 15,
        callbackNextDayBefore: "09:00",
        emergencyCallbackMinutes: 60,
        acuteArrivalHours: 4,
        repairArrivalHours: 24,
        definitiveRepairWorkdays: 3,
        stormNote: "Na zware storm gaan lekkages met water binnen voor.",
      },
    });
    expect(fillPlaceholders("{legalName} is verantwoordelijk (KvK {kvk}, btw {vatId}).", values)).toBe(
      "Brabant Dakzorg B.V. is verantwoordelijk (KvK 80153229, btw NL861537204B01).",
    );
  });
});
