import { describe, expect, it } from "vitest";
import { type SettingsForTokens, tokenValues } from "@/lib/content/resolve";
import { hasUploadedPhoto, linesWithoutUnconfirmedFigures } from "@/lib/content/samples";
import { fillPlaceholders } from "@/lib/content/town-placeholders";
import { testSettings } from "../support/company-settings";

const settings = (figuresConfirmed: boolean): SettingsForTokens => ({
  ...testSettings,
  claims: { ...testSettings.claims, figuresConfirmed },
});

const whyUs = ["{warranty} garantie op onze reparaties", "{yearsExperience} jaar ervaring", "{customers} klanten"];
const listFor = (confirmed: boolean) =>
  linesWithoutUnconfirmedFigures(whyUs.map((line) => fillPlaceholders(line, tokenValues(settings(confirmed)))));

describe("headline figures", () => {
  it("are left out of a list until the owner confirms them", () => {
    expect(listFor(false)).toEqual(["12,5 jaar garantie op onze reparaties"]);
  });

  it("stand in the list once confirmed", () => {
    expect(listFor(true)).toEqual(["12,5 jaar garantie op onze reparaties", "15+ jaar ervaring", "500+ klanten"]);
  });
});

describe("a photo of one's own work", () => {
  const upload = { image: { asset: { _ref: "image-abc-800x600-jpg" } } };
  const illustration = { src: "/images/projects/after-1.jpg" };

  it("is an upload, for every photo of the item", () => {
    expect(hasUploadedPhoto(upload)).toBe(true);
    expect(hasUploadedPhoto(illustration)).toBe(false);
    expect(hasUploadedPhoto({ before: upload, after: upload })).toBe(true);
    expect(hasUploadedPhoto({ before: illustration, after: upload })).toBe(false);
  });
});
