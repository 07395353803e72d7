import { describe, expect, it } from "vitest";
import { settingPlaceholderValues } from "@/lib/content/setting-placeholders";
import { fillPlaceholders, fillPlaceholdersDeep } from "@/lib/content/town-placeholders";

const settings = {
  companyName: "Brabant Dakzorg",
  phone: { display: "0413 20 30 40", e164: "+31413203040" },
  whatsapp: { display: "06 98 76 54 32" },
  email: "info@dakzorg.nl",
  kvk: "87654321",
  address: { city: "Veghel" },
  claims: {
    responseTime: "binnen 24 uur",
    acuteResponseTime: "binnen 3 uur",
    repairTime: "binnen 3 werkdagen",
    warranty: "12,5 jaar",
    yearsExperience: "15+",
    customers: "500+",
  },
  callbackPromises: { form: "binnen 15 minuten" },
};

describe("setting placeholders", () => {
  it("fill the company's details and promises from the settings", () => {
    const values = settingPlaceholderValues(settings);
    expect(
      fillPlaceholders(
        "Bel {phone} (tel:{phoneE164}), app {whatsapp}, mail {email}, KvK {kvk}; {acuteResponseTime}",
        values,
      ),
    ).toBe(
      "Bel 0413 20 30 40 (tel:+31413203040), app 06 98 76 54 32, mail info@dakzorg.nl, KvK 87654321; binnen 3 uur",
    );
  });

  it("leave {phone} for a town page, which fills in the town's own number", () => {
    const values = settingPlaceholderValues(settings, { withPhone: false });
    expect(fillPlaceholders("Bel {phone} of mail {email}", values)).toBe("Bel {phone} of mail info@dakzorg.nl");
    expect(fillPlaceholders("Bel {phone}", { phone: "0492 12 34 56" })).toBe("Bel 0492 12 34 56");
  });

  it("reach link addresses and spans in portable text", () => {
    const block = { markDefs: [{ href: "mailto:{email}" }], children: [{ text: "{email}" }] };
    expect(fillPlaceholdersDeep(block, settingPlaceholderValues(settings))).toEqual({
      markDefs: [{ href: "mailto:info@dakzorg.nl" }],
      children: [{ text: "info@dakzorg.nl" }],
    });
  });
});
