import { validateDocument } from "@sanity/validation";
import { createSchema } from "sanity";
import { describe, expect, it } from "vitest";
import { schemaTypes } from "@/schemas";

/** The Studio's own validation of the office hours, run offline on the compiled schema: what the owner would see. */
const schema = createSchema({ name: "office-hours", types: schemaTypes });

async function openingHoursMessages(openingHours: Record<string, unknown>): Promise<[string, string][]> {
  const document = {
    _id: "siteSettings",
    _type: "siteSettings",
    openingHours: { emergency: "x", weekend: "y", ...openingHours },
  };
  const { markers } = await validateDocument({ document, schema, customValidation: true } as never);
  return (markers as { path: (string | { _key: string })[]; message: string }[])
    .filter((marker) => marker.path[0] === "openingHours")
    .map((marker) => [
      marker.path
        .slice(1)
        .map((part) => (typeof part === "string" ? part : part._key))
        .join("."),
      marker.message,
    ]);
}

const line = (key: string, fields: Record<string, string>) => ({ _key: key, _type: "officeHoursLine", ...fields });

describe("the Studio's office-hours fields", () => {
  it("accept today's hours", async () => {
    const weekly = [line("a", { from: "monday", to: "friday", opens: "08:00", closes: "17:00" })];
    expect(await openingHoursMessages({ weekly })).toEqual([]);
  });

  it("ask for at least one day, times as 08:00, closing after opening and each day once", async () => {
    expect(await openingHoursMessages({ weekly: [] })).toEqual([
      ["weekly", "Geef minstens één dag met openingstijden."],
    ]);
    const weekly = [
      line("a", { from: "monday", to: "friday", opens: "08:00", closes: "07:00" }),
      line("b", { from: "friday", opens: "8:00", closes: "12:00" }),
      line("c", { from: "sunday", to: "saturday", opens: "08:00", closes: "12:00" }),
    ];
    expect(await openingHoursMessages({ weekly })).toEqual(
      expect.arrayContaining([
        ["weekly", "Elke dag staat maar op één regel."],
        ["weekly.a.closes", "De sluitingstijd ligt na de openingstijd."],
        ["weekly.b.opens", "Een tijd zoals 08:00 (dicht ook om 24:00)."],
        ["weekly.c.to", "De laatste dag komt na de eerste."],
      ]),
    );
  });

  it("ask for hours only on a listed date that is not closed, and a last day after the first", async () => {
    const weekly = [line("a", { from: "monday", to: "friday", opens: "08:00", closes: "17:00" })];
    const exception = { _type: "officeHoursException", label: "Bouwvak", from: "2026-07-20" };
    expect(
      await openingHoursMessages({ weekly, exceptions: [{ _key: "x", ...exception, to: "2026-08-07", closed: true }] }),
    ).toEqual([]);
    expect(
      await openingHoursMessages({
        weekly,
        exceptions: [{ _key: "x", ...exception, to: "2026-07-01", closed: false }],
      }),
    ).toEqual([
      ["exceptions.x.to", "De laatste dag ligt na de eerste."],
      ["exceptions.x.opens", 'Vul "Open vanaf" in.'],
      ["exceptions.x.closes", 'Vul "Dicht om" in.'],
    ]);
  });
});
