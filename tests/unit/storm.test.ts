import { describe, expect, it } from "vitest";
import { isStormOn } from "@/lib/content/storm";
import type { contactSubmissions } from "@/lib/db/schema";
import { choicesFor, damageOptions } from "@/lib/forms/contract";
import { validateLead } from "@/lib/leads/validation";
import { leadEmail } from "@/lib/notifications/notification-email";

const report = {
  name: "Ria Storm",
  phone: "06 11223344",
  address: "Markt 1, Uden",
  damage: "pannen-los",
  waterNow: "ja",
};

describe("the storm form", () => {
  it("asks name, phone, address, what is damaged and whether water comes in, nothing more", () => {
    expect(choicesFor("storm").map((choice) => choice.field)).toEqual(["damage", "waterNow"]);
    const result = validateLead("storm", { ...report, email: "niet@gevraagd.nl", message: "genegeerd" });
    expect(result).toEqual({
      ok: true,
      lead: {
        variant: "storm",
        name: "Ria Storm",
        phone: "+31611223344",
        email: null,
        address: "Markt 1, Uden",
        roofType: null,
        callbackTime: null,
        damage: "pannen-los",
        waterNow: true,
        message: null,
      },
    });
  });

  it("refuses a missing or unknown damage and water answer, each with its own Dutch message", () => {
    const result = validateLead("storm", { ...report, damage: "alles", waterNow: undefined, address: "" });
    expect(result.ok ? null : result.errors).toEqual({
      damage: "Kies wat er beschadigd is.",
      waterNow: "Geef aan of er nu water binnenkomt.",
      address: "Vul je adres in: straat, huisnummer en plaats.",
    });
    for (const { value } of damageOptions) expect(validateLead("storm", { ...report, damage: value }).ok).toBe(true);
  });
});

describe("storm mode", () => {
  const now = Date.parse("2026-11-23T12:00:00Z");
  it("is on while switched on and before its end time", () => {
    expect(isStormOn({ active: true, endsAt: "2026-11-23T12:00:01Z" }, now)).toBe(true);
    expect(isStormOn({ active: true, endsAt: "2026-11-23T12:00:00Z" }, now)).toBe(false);
    expect(isStormOn({ active: false, endsAt: "2026-11-24T12:00:00Z" }, now)).toBe(false);
    expect(isStormOn({ active: true, endsAt: undefined }, now)).toBe(false);
    expect(isStormOn({ active: true, endsAt: "geen datum" }, now)).toBe(false);
    expect(isStormOn(null, now)).toBe(false);
  });

  it("puts STORM first in the owner's e-mail subject, and says when water comes in", () => {
    const lead = {
      name: "Ria Storm",
      phone: "+31611223344",
      storm: true,
      waterNow: true,
      damage: "pannen-los",
      formVariant: "storm",
      town: null,
      createdAt: new Date("2026-11-23T12:00:00Z"),
    } as unknown as typeof contactSubmissions.$inferSelect;
    const mail = leadEmail(lead, 0, "https://dak.example");
    expect(mail.subject).toBe("STORM – water binnen: Nieuwe aanvraag van Ria Storm");
    expect(mail.text).toContain("Schade: Pannen los of weggewaaid");
    expect(mail.text).toContain("Water komt nu binnen: JA");
    expect(leadEmail({ ...lead, storm: false, waterNow: null }, 0, "https://dak.example").subject).toBe(
      "Nieuwe aanvraag van Ria Storm",
    );
  });
});
