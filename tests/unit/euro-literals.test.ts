import { describe, expect, it } from "vitest";
import { euroLiteralProblems, typedEuroValidation } from "@/lib/content-rules/euro-literals";

// One rule, two places: `npm run content:check` over the dataset and the Studio's validation before Publish.
describe("amounts typed into texts", () => {
  const town = (heroIntro: string) => ({ _id: "town-boekel", _type: "town", heroIntro });

  it("blocks a typed amount in the Studio, naming each once, in the owner's words", () => {
    const message = typedEuroValidation(town("Vanaf € 95 of €95, en soms €1.250,50."));
    expect(message).toBe(
      'Typ geen bedragen in de tekst ("€ 95", "€95", "€1.250,50"): noem een prijs met een prijscode uit de prijslijst, zoals {prijs:dakgoot}, dan klopt de tekst ook na een prijswijziging.',
    );
  });

  it("lets a price token, a text without amounts and an empty document through", () => {
    expect(typedEuroValidation(town("Lekdetectie kost {prijs:lekkage-opsporen}, incl. btw."))).toBe(true);
    expect(typedEuroValidation(undefined)).toBe(true);
  });

  it("only checks the texts of articles, FAQs, services and towns (settings may name an amount)", () => {
    expect(typedEuroValidation({ _id: "siteSettings", _type: "siteSettings", note: "€ 95" })).toBe(true);
    expect(euroLiteralProblems([town("€ 95"), { _id: "x", _type: "siteSettings", note: "€ 95" }])).toHaveLength(1);
  });
});
