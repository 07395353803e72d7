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
  serviceArea: { radiusKm: 35 },
  openingHours: { weekly: [{ from: "monday", to: "friday", opens: "08:00", closes: "17:00" }] },
  claims: { warranty: "12,5 jaar", yearsExperience: "15+", customers: "500+" },
  promises: {
    callbackMinutes: 15,
    callbackNextDayBefore: "09:00",
    emergencyCallbackMinutes: 60,
    acuteArrivalHours: 3,
    repairArrivalHours: 24,
    definitiveRepairWorkdays: 3,
    stormNote: "Na zware storm gaan lekkages met water binnen voor.",
  },
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

  it("render every promise from the numbers in the settings, so no two pages can promise differently", () => {
    const values = settingPlaceholderValues(settings);
    expect(fillPlaceholders("{callbackRule}", values)).toBe(
      "Tijdens kantoortijden (maandag t/m vrijdag 08:00–17:00) bellen we je binnen 15 minuten terug, daarbuiten de volgende werkdag vóór 9.00 uur.",
    );
    expect(fillPlaceholders("We zijn {responseTime} bij je; {repairTime} definitief.", values)).toBe(
      "We zijn op werkdagen binnen 24 uur bij je; binnen 3 werkdagen definitief.",
    );
    expect(fillPlaceholders("App of voicemail: we bellen {emergencyCallback} terug.", values)).toBe(
      "App of voicemail: we bellen binnen een uur terug.",
    );
    expect(fillPlaceholders("Geen voorrijkosten {serviceArea}", values)).toBe(
      "Geen voorrijkosten binnen 35 km van Veghel",
    );
    const changed = settingPlaceholderValues({ ...settings, promises: { ...settings.promises, callbackMinutes: 30 } });
    expect(fillPlaceholders("we bellen {callbackForm}", changed)).toBe("we bellen binnen 30 minuten");
  });

  it("capitalise a placeholder that opens a text or a sentence", () => {
    const values = settingPlaceholderValues(settings);
    expect(fillPlaceholders("{responseTime} ter plaatse. {acuteResponseTime} bij water binnen", values)).toBe(
      "Op werkdagen binnen 24 uur ter plaatse. Binnen 3 uur bij water binnen",
    );
    expect(fillPlaceholders("Daklekkage? {acuteResponseTime} bij je", values)).toBe("Daklekkage? Binnen 3 uur bij je");
    expect(fillPlaceholders("{email}", { email: "info@dakzorg.nl" })).toBe("info@dakzorg.nl");
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
