import { describe, expect, it } from "vitest";
import { leadPushPayload, townName } from "@/lib/notifications/payload";

const id = "0b6f7c1e-6a51-4c1d-9d3e-2f1a8b7c6d5e";
const lead = {
  id,
  name: "Anja Verhoeven",
  phone: "+31612345678",
  formVariant: "full",
  storm: false,
  damage: null,
  waterNow: null,
  town: "veghel",
  callbackTime: null,
};

describe("the push message about a lead", () => {
  it("says the kind of lead and the town in the title, the name and number in the body, and opens the lead", () => {
    expect(leadPushPayload(lead)).toEqual({
      title: "Offerteaanvraag — Veghel",
      body: "Anja Verhoeven · 06 12345678",
      url: `/admin/aanvragen/${id}`,
      tag: `lead-${id}`,
      urgent: false,
    });
  });

  it("puts water coming in and storm damage first, as urgent", () => {
    const storm = { ...lead, formVariant: "storm", storm: true, damage: "lekkage-binnen", town: "uden" };
    expect(leadPushPayload({ ...storm, waterNow: false })).toMatchObject({
      title: "Storm · lekkage — Uden",
      urgent: true,
    });
    expect(leadPushPayload({ ...storm, waterNow: true, town: "oss" })).toMatchObject({
      title: "Water binnen — Oss",
      urgent: true,
    });
    // Any form sent while storm mode was on is a storm lead, without the storm form's damage answer.
    expect(leadPushPayload({ ...lead, storm: true })).toMatchObject({ title: "Storm · schade — Veghel", urgent: true });
  });

  it("names the short form a call-back request, goes without a town when the form had none, and adds the call time", () => {
    expect(
      leadPushPayload({ ...lead, formVariant: "minimal", town: null, phone: "+32471123456", callbackTime: "evening" }),
    ).toMatchObject({ title: "Terugbelverzoek", body: "Anja Verhoeven · +32 471 12 34 56\nBellen: ’s Avonds" });
  });

  it("keeps a name on one line", () => {
    expect(leadPushPayload({ ...lead, name: "Eva\r\nBos\u2028Nep" }).body).toBe("Eva Bos Nep · 06 12345678");
  });

  it("writes a town page's slug as the town's name", () => {
    expect(townName("heeswijk-dinther")).toBe("Heeswijk-Dinther");
    expect(townName("st-michielsgestel")).toBe("Sint-Michielsgestel");
    expect(townName("sint-oedenrode")).toBe("Sint-Oedenrode");
  });
});
