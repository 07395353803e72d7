import { describe, expect, it } from "vitest";
import { type LaunchInput, launchChecklist, samplesShown } from "@/lib/admin/launch-checklist";
import type { LaunchCheckQueryResult } from "@/sanity.types";

/** A site ready for launch: real-looking company details, no samples, a configured server. */
const ready: LaunchInput = {
  company: {
    name: "Brabant Dakzorg",
    legalName: "Brabant Dakzorg B.V.",
    email: "info@brabantdakzorg.nl",
    kvk: "80153229",
    vatId: "NL861537204B01",
    phoneE164: "+31413203040",
    whatsappNumber: "31641873390",
    figuresConfirmed: true,
  },
  certificates: [{ name: "VCA*", validUntil: "2027-06-30", url: "https://www.vca.nl/register/1" }],
  samples: { reviews: [], photos: [], caseStudies: [] },
  env: {
    siteUrl: "https://www.brabantdakzorg.nl",
    smtpConfigured: true,
    webhookSecretConfigured: true,
    sanityProjectConfigured: true,
    publishReceived: true,
  },
  adminOnGeneratedPassword: false,
  today: "2026-11-24",
};

const ids = (input: LaunchInput) => launchChecklist(input).map((item) => item.id);
const withCompany = (company: Partial<LaunchInput["company"]>) => ({
  ...ready,
  company: { ...ready.company, ...company },
});

describe("the launch checklist", () => {
  it("lists nothing for a site that is ready", () => {
    expect(launchChecklist(ready)).toEqual([]);
  });

  it("flags the placeholder KvK number, VAT id, e-mail address and WhatsApp number every footer would show", () => {
    expect(ids(withCompany({ kvk: "12345678" }))).toEqual(["kvk"]);
    expect(ids(withCompany({ kvk: "1234567" }))).toEqual(["kvk"]);
    expect(ids(withCompany({ vatId: "NL000000000B01" }))).toEqual(["vat-id"]);
    expect(ids(withCompany({ vatId: "NL123456789B01" }))).toEqual(["vat-id"]);
    expect(ids(withCompany({ vatId: "861537204" }))).toEqual(["vat-id"]);
    expect(ids(withCompany({ email: "info@brabantdakzorg.example" }))).toEqual(["email"]);
    expect(ids(withCompany({ whatsappNumber: "31612345678" }))).toEqual(["whatsapp"]);
    const vat = launchChecklist(withCompany({ vatId: "NL000000000B01" }))[0];
    expect(vat?.problem).toContain("NL000000000B01");
  });

  it("asks for one publish from the Studio until one has arrived, once a project and the webhook's secret are set", () => {
    const env = (change: Partial<LaunchInput["env"]>) => ({ ...ready, env: { ...ready.env, ...change } });
    expect(ids(env({ publishReceived: false }))).toEqual(["publish"]);
    // Without a project or a secret their own items say what to do first.
    expect(ids(env({ publishReceived: false, sanityProjectConfigured: false }))).toEqual(["sanity"]);
    expect(ids(env({ publishReceived: false, webhookSecretConfigured: false }))).toEqual(["webhook"]);
  });

  it("flags unconfirmed figures and a certificate that has expired", () => {
    expect(ids(withCompany({ figuresConfirmed: false }))).toEqual(["figures"]);
    const expired = { ...ready, certificates: [{ name: "VCA*", validUntil: "2026-11-23", url: null }] };
    expect(launchChecklist(expired)).toMatchObject([{ id: "certificates", problem: expect.stringContaining("VCA*") }]);
  });

  it("lists every sample the site still shows, by name and place", () => {
    const content: LaunchCheckQueryResult = {
      settings: null,
      testimonials: [
        { name: "Anouk B.", place: "Uden", source: "voorbeeld" },
        { name: "Karin M.", place: "Oss", source: "google" },
      ],
      towns: [
        {
          name: "Boekel",
          heroVariant: "leak",
          quotes: [
            { name: "Gerard S.", source: "voorbeeld" },
            { name: "Ria P.", source: "voorbeeld" },
            { name: "Niet getoond", source: "voorbeeld" },
          ],
          recentWork: null,
        },
        {
          name: "Schijndel",
          heroVariant: "custom",
          quotes: [{ name: "Thijs v. H.", source: "voorbeeld" }],
          recentWork: [
            { title: "Schoorsteen weg, dak weer dicht", ownWork: false },
            { title: "Plat dak op garage vernieuwd", ownWork: true },
          ],
        },
      ],
      projects: [
        { title: "Kapotte dakpannen vervangen", ownWork: false },
        { title: "Dakkapel gerenoveerd", ownWork: true },
      ],
      articles: [
        {
          title: "Repareren of vervangen?",
          caseStudies: [
            { heading: "Repareren: een rijtjeshuis in Uden", ownWork: false },
            { heading: "Vervangen: een bungalow", ownWork: true },
          ],
        },
        { title: "Daklekkage en je verzekering", caseStudies: [] },
      ],
    };
    const samples = samplesShown(content);
    expect(samples).toEqual({
      reviews: [
        "Anouk B., Uden (Klantervaringen)",
        "Gerard S. (plaatspagina Boekel)",
        "Ria P. (plaatspagina Boekel)",
        "Thijs v. H. (plaatspagina Schijndel)",
      ],
      photos: [
        "Kapotte dakpannen vervangen (Projecten)",
        "Schoorsteen weg, dak weer dicht (plaatspagina Schijndel, Recent werk)",
      ],
      caseStudies: ["Repareren: een rijtjeshuis in Uden (artikel Repareren of vervangen?)"],
    });
    const items = launchChecklist({ ...ready, samples });
    expect(items.map((item) => [item.id, item.samples?.length])).toEqual([
      ["reviews", 4],
      ["photos", 2],
      ["case-studies", 1],
    ]);
    expect(items[0]?.problem).toMatch(/^4 klantcitaten zijn voorbeeldteksten/);
    expect(items[2]?.problem).toMatch(/^1 voorbeeld in een artikel is verzonnen/);
  });
});
