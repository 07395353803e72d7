import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { queryLocalDataset } from "@/lib/sanity/local-dataset";
import { siteSettingsQuery } from "@/lib/sanity/queries";

describe("GROQ over the local dataset", () => {
  it("returns the site settings from the shipped dataset", async () => {
    const settings = await queryLocalDataset<{
      companyName: string;
      phone: { e164: string };
      whatsapp: { number: string };
      address: { city: string };
    }>(siteSettingsQuery);
    expect(settings.companyName).toBe("Brabant Dakzorg");
    expect(settings.phone.e164).toMatch(/^\+31\d{9}$/);
    expect(settings.whatsapp.number).toMatch(/^31\d{9}$/);
    expect(settings.address.city).toBe("Veghel");
  });

  it("ignores drafts, like the published perspective of the Content Lake", async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "dataset-")), "test.ndjson");
    writeFileSync(
      file,
      [
        { _id: "drafts.siteSettings", _type: "siteSettings", companyName: "Concept" },
        { _id: "siteSettings", _type: "siteSettings", companyName: "Gepubliceerd" },
      ]
        .map((doc) => JSON.stringify(doc))
        .join("\n"),
    );
    const names = await queryLocalDataset<string[]>(`*[_type == "siteSettings"].companyName`, {}, file);
    expect(names).toEqual(["Gepubliceerd"]);
  });

  it("passes parameters to the query", async () => {
    const name = await queryLocalDataset<string>(`*[_id == $id][0].companyName`, { id: "siteSettings" });
    expect(name).toBe("Brabant Dakzorg");
  });
});
