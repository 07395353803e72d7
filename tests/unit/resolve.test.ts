import { describe, expect, it } from "vitest";
import type { PriceItem } from "@/lib/content/price-amounts";
import { resolveSettings, resolveTokens, tokenValues } from "@/lib/content/resolve";
import { fillPlaceholders } from "@/lib/content/town-placeholders";
import { testPromises, testSettings } from "../support/company-settings";

const settings = { ...testSettings, kvk: "87654321", promises: { ...testPromises, acuteArrivalHours: 3 } };
const prices: PriceItem[] = [
  { slug: "dakpannen-vervangen", title: "Dakpannen", unit: "m2", priceLow: 45, priceHigh: 70, minimumCharge: 175 },
  { slug: "lekkage-opsporen", title: "Lekkage", unit: "klus", priceLow: 125, priceHigh: 295, minimumCharge: 125 },
];
const town = { name: "Heesch", municipality: "Bernheze", distanceKm: 14, driveMinutes: 18 };
const townLine = { display: "0412 45 67 89", e164: "+31412456789" };

describe("setting placeholders", () => {
  it("fill the company's details and promises from the settings", () => {
    const values = tokenValues(settings);
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
    const values = tokenValues(settings);
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
    const changed = tokenValues({ ...settings, promises: { ...settings.promises, callbackMinutes: 30 } });
    expect(fillPlaceholders("we bellen {callbackForm}", changed)).toBe("we bellen binnen 30 minuten");
  });

  it("capitalise a placeholder that opens a text or a sentence", () => {
    const values = tokenValues(settings);
    expect(fillPlaceholders("{responseTime} ter plaatse. {acuteResponseTime} bij water binnen", values)).toBe(
      "Op werkdagen binnen 24 uur ter plaatse. Binnen 3 uur bij water binnen",
    );
    expect(fillPlaceholders("Daklekkage? {acuteResponseTime} bij je", values)).toBe("Daklekkage? Binnen 3 uur bij je");
    expect(fillPlaceholders("{email}", { email: "info@dakzorg.nl" })).toBe("info@dakzorg.nl");
  });
});

describe("resolving a page's words", () => {
  it("reaches link addresses, spans and table cells in portable text, prices first", () => {
    const body = [
      {
        markDefs: [{ href: "mailto:{email}" }],
        children: [{ _type: "span", text: "Kosten {vanaf:lekkage-opsporen}" }],
      },
      { _type: "table", rows: [{ cells: ["Pannen", "{prijs:dakpannen-vervangen}"] }] },
    ];
    expect(resolveTokens(body, { settings, prices })).toEqual([
      {
        markDefs: [{ href: "mailto:info@dakzorg.nl" }],
        children: [{ _type: "span", text: "Kosten vanaf €125 (incl. btw)" }],
      },
      { _type: "table", rows: [{ cells: ["Pannen", "€45 tot €70 per m² (minimaal €175 per klus, incl. btw)"] }] },
    ]);
  });

  it("fills a town's facts on its own page only, and leaves what is filled later", () => {
    const text = "{company} in {town} ({municipality}), {distanceKm} km; {certificate}";
    expect(resolveTokens(text, { settings, prices, town })).toBe(
      "Brabant Dakzorg in Heesch (Bernheze), 14 km; {certificate}",
    );
    expect(resolveTokens(text, { settings, prices })).toBe(
      "Brabant Dakzorg in {town} ({municipality}), {distanceKm} km; {certificate}",
    );
  });

  it("says the company's number on a town without a line of its own", () => {
    const words = { call: "Bel {phone}", href: "tel:{phoneE164}" };
    expect(resolveTokens(words, { settings, prices, town })).toEqual({
      call: "Bel 0413 20 30 40",
      href: "tel:+31413203040",
    });
  });

  it("says a town's own number in every {phone} of its page, the call button's label in the settings among them", () => {
    const local = { ...town, phoneOverride: townLine };
    const page = resolveSettings({
      settings: {
        ...settings,
        contactButtons: { call: "Bel {phone}" },
        whatsappMessages: { townLeak: "Lekkage in {town}" },
      },
      prices,
      town: local,
    });
    // The label and the number the button dials are the same line: never "Bel <company number>" over tel:<town>.
    expect(page.contactButtons.call).toBe(`Bel ${townLine.display}`);
    expect(page.phone).toEqual(townLine);
    expect(page.whatsappMessages.townLeak).toBe("Lekkage in Heesch");
    expect(resolveTokens("Bel {phone} (tel:{phoneE164})", { settings, prices, town: local })).toBe(
      `Bel ${townLine.display} (tel:${townLine.e164})`,
    );
    // The site's own pages keep the company's number.
    expect(
      resolveSettings({ settings: { ...settings, contactButtons: { call: "Bel {phone}" } }, prices }).contactButtons
        .call,
    ).toBe("Bel 0413 20 30 40");
  });
});
