import { describe, expect, it } from "vitest";
import { hasUploadedPhoto, linesWithoutUnconfirmedFigures } from "@/lib/content/samples";
import { type SettingsForPlaceholders, settingPlaceholderValues } from "@/lib/content/setting-placeholders";
import { fillPlaceholders } from "@/lib/content/town-placeholders";

const settings = (figuresConfirmed: boolean): SettingsForPlaceholders => ({
  companyName: "Brabant Dakzorg",
  phone: { display: "0413 20 30 40", e164: "+31413203040" },
  whatsapp: { display: "06 98 76 54 32" },
  email: "info@dakzorg.nl",
  address: { city: "Veghel" },
  serviceArea: { radiusKm: 35 },
  openingHours: { weekly: [{ from: "monday", to: "friday", opens: "08:00", closes: "17:00" }] },
  claims: { warranty: "12,5 jaar", yearsExperience: "15+", customers: "500+", figuresConfirmed },
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

const whyUs = ["{warranty} garantie op onze reparaties", "{yearsExperience} jaar ervaring", "{customers} klanten"];
const listFor = (confirmed: boolean) =>
  linesWithoutUnconfirmedFigures(
    whyUs.map((line) => fillPlaceholders(line, settingPlaceholderValues(settings(confirmed)))),
  );

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
