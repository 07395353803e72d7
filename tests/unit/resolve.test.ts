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
      "Bel 0413 20 30 40 (tel:+31413203040), app 06 98 76 54 32, mail info@dakzorg.nl, KvK 87654321; meestal binnen 3 uur",
    );
  });

  it("render every promise from the numbers in the settings, so no two pages can promise differently", () => {
    const values = tokenValues(settings);
    expect(fillPlaceholders("{callbackRule}", values)).toBe(
      "Tijdens kantoortijden (maandag t/m vrijdag 8.00–17.00 uur) bellen we je meestal binnen 15 minuten terug, daarbuiten de volgende werkdag vóór 9.00 uur.",
    );
    expect(fillPlaceholders("We zijn {responseTime} bij je; {repairTime} definitief.", values)).toBe(
      "We zijn op werkdagen meestal binnen 24 uur bij je; meestal binnen 3 werkdagen definitief.",
    );
    expect(fillPlaceholders("App of voicemail: we bellen {emergencyCallback} terug.", values)).toBe(
      "App of voicemail: we bellen meestal binnen een uur terug.",
    );
    expect(fillPlaceholders("Geen voorrijkosten {serviceArea}", values)).toBe(
      "Geen voorrijkosten binnen 35 km van Veghel",
    );
    const changed = tokenValues({ ...settings, promises: { ...settings.promises, callbackMinutes: 30 } });
    expect(fillPlaceholders("we bellen {callbackForm}", changed)).toBe("we bellen meestal binnen 30 minuten");
  });

  it("capitalise a placeholder that opens a text or a sentence", () => {
    const values = tokenValues(settings);
    expect(fillPlaceholders("{responseTime} ter plaatse. {acuteResponseTime} bij water binnen", values)).toBe(
      "Op werkdagen meestal binnen 24 uur ter plaatse. Meestal binnen 3 uur bij water binnen",
    );
    expect(fillPlaceholders("Daklekkage? {acuteResponseTime} bij je", values)).toBe(
      "Daklekkage? Meestal binnen 3 uur bij je",
    );
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
        children: [{ _type: "span", text: "Kosten vanaf €\u00a0125 (incl. btw)" }],
      },
      {
        _type: "table",
        rows: [{ cells: ["Pannen", "€\u00a045 tot €\u00a070 per m² (minimaal €\u00a0175 per klus, incl. btw)"] }],
      },
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

describe("storm mode's words for the promises", () => {
  const storm = {
    acuteArrival: "zo snel als we kunnen",
    repairArrival: "na de spoedgevallen",
    callback: "zo snel als we kunnen",
    definitiveRepair: "zodra het weer het toelaat",
    callbackRule: "Na een storm bellen we eerst wie water binnen heeft.",
  };
  const stormy = { ...settings, stormMode: { promiseWords: storm } };
  const text =
    "Water binnen? Dan zijn we er {acuteResponseTime}. Anders komen we {responseTime}. Geappt? We bellen je {emergencyCallback} terug. Definitief {repairTime}. {callbackRule}";

  it("stand in every promise placeholder while storm mode is on, in every text a page resolves", () => {
    expect(resolveTokens(text, { settings: stormy, prices, storm: true })).toBe(
      "Water binnen? Dan zijn we er zo snel als we kunnen. Anders komen we na de spoedgevallen. Geappt? We bellen je zo snel als we kunnen terug. Definitief zodra het weer het toelaat. Na een storm bellen we eerst wie water binnen heeft.",
    );
    // A town page and the settings' own words (the emergency notice) say the same.
    expect(resolveTokens({ popup: "{acuteResponseTime}" }, { settings: stormy, prices, town, storm: true })).toEqual({
      popup: "Zo snel als we kunnen",
    });
  });

  it("leave the figures, each with 'meestal', as soon as storm mode is off", () => {
    expect(resolveTokens(text, { settings: stormy, prices, storm: false })).toBe(
      "Water binnen? Dan zijn we er meestal binnen 3 uur. Anders komen we op werkdagen meestal binnen 24 uur. Geappt? We bellen je meestal binnen een uur terug. Definitief meestal binnen 3 werkdagen. Tijdens kantoortijden (maandag t/m vrijdag 8.00–17.00 uur) bellen we je meestal binnen 15 minuten terug, daarbuiten de volgende werkdag vóór 9.00 uur.",
    );
  });

  it("keep the figures when storm mode is on but the settings have no storm words (a half-filled dataset)", () => {
    expect(resolveTokens("{acuteResponseTime}", { settings, prices, storm: true })).toBe("Meestal binnen 3 uur");
  });
});

describe("VAT once per block", () => {
  it("leaves '(incl. btw)' out of each amount in a text that says it once itself", () => {
    expect(
      resolveTokens(
        "Lekdetectie kost {vanaf:lekkage-opsporen}, {spoedtoeslag} extra. Alle bedragen zijn inclusief btw.",
        {
          settings,
          prices: [
            ...prices,
            { slug: "spoedtoeslag", title: "Spoed", unit: "klus", priceLow: 75, priceHigh: 75, minimumCharge: 75 },
          ],
        },
      ),
    ).toBe("Lekdetectie kost vanaf €\u00a0125, €\u00a075 spoedtoeslag extra. Alle bedragen zijn inclusief btw.");
    // A minimum charge stays: it says something the price does not.
    expect(resolveTokens("Pannen {vanaf:dakpannen-vervangen}. Inclusief btw.", { settings, prices })).toBe(
      "Pannen vanaf €\u00a045 per m² (minimaal €\u00a0175 per klus). Inclusief btw.",
    );
  });

  it("reads a paragraph and a table as one text: the VAT line in one span or the caption covers the others", () => {
    const paragraph = {
      _type: "block",
      children: [
        { _type: "span", text: "Pannen {prijs:dakpannen-vervangen}, " },
        { _type: "span", text: "lekdetectie {prijs:lekkage-opsporen}. Alle bedragen zijn inclusief btw." },
      ],
    };
    const table = {
      _type: "table",
      caption: "Kosten, inclusief btw",
      rows: [{ cells: ["Lekdetectie", "{prijs:lekkage-opsporen}"] }],
    };
    expect(resolveTokens([paragraph, table], { settings, prices })).toEqual([
      {
        _type: "block",
        children: [
          { _type: "span", text: "Pannen €\u00a045 tot €\u00a070 per m² (minimaal €\u00a0175 per klus), " },
          { _type: "span", text: "lekdetectie €\u00a0125 tot €\u00a0295. Alle bedragen zijn inclusief btw." },
        ],
      },
      { ...table, rows: [{ cells: ["Lekdetectie", "€\u00a0125 tot €\u00a0295"] }] },
    ]);
  });
});
