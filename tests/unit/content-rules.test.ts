import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { priceTokenBracketProblems } from "@/lib/content-rules/price-token-brackets";
import { readNdjson, type SanityDocument } from "@/lib/sanity/ndjson";
import { schemaValidationProblems } from "@/studio/schema-validation";

/**
 * The content rules as the Studio runs them (the schema's validation, through `validateDocument`) over the shipped
 * dataset with one document changed: the message the owner reads, on the field they typed in.
 */
const shipped = readNdjson("studio/dataset/production.ndjson");
// biome-ignore lint/suspicious/noExplicitAny: the tests change nested dataset fields freely
const byId = (id: string) =>
  structuredClone(shipped.find((doc) => doc._id === id)!) as SanityDocument & Record<string, any>;

/** The problems of `changed` (and of nothing else) in the dataset with `changed` in place of the shipped version. */
async function problemsWith(...changed: SanityDocument[]): Promise<string[]> {
  const ids = new Set(changed.map((doc) => doc._id));
  const docs = [...shipped.filter((doc) => !ids.has(doc._id)), ...changed];
  return schemaValidationProblems(docs, [...ids]);
}

describe("content:check's validation (the Studio's rules)", () => {
  it("passes on the shipped dataset", async () => {
    expect(await schemaValidationProblems(shipped)).toEqual([]);
  }, 30_000);

  it("refuses a 200-character SEO text on Home", async () => {
    const home = { ...byId("homePage"), seoDescription: "Daklekkage in Veghel en omstreken. ".repeat(6).slice(0, 200) };
    expect(await problemsWith(home)).toEqual([
      "homePage.seoDescription: Een SEO-omschrijving heeft 70 tot 160 tekens.",
    ]);
  });

  it("refuses a misspelt price code and a misspelt placeholder, and names the one meant", async () => {
    const faq = { ...byId("faq-1"), answer: "Een schoorsteen kost {prijs:schoorsteenn}. Bel {telefoon}." };
    expect(await problemsWith(faq)).toEqual([
      'faq-1.answer: {prijs:schoorsteenn} noemt een prijs die niet in de prijslijst staat ("schoorsteenn"), dus de pagina toont "(prijs op aanvraag)". Bedoel je "schoorsteen"? Gebruik een prijscode uit de prijslijst.',
      'faq-1.answer: "{telefoon}" is geen bekende code en komt zo op de pagina te staan. Controleer de spelling, bijvoorbeeld {phone} of {prijs:dakgoot}.',
    ]);
  });

  it("refuses a link to a page that does not exist, and an outside address without https://", async () => {
    const article = byId("article-daklekkage-en-verzekering");
    const block = article.body.find((b: { markDefs?: unknown[] }) => b.markDefs?.length);
    block.markDefs[0].href = "/offerte-aanvrage";
    const problems = await problemsWith(article);
    expect(problems).toEqual([
      `article-daklekkage-en-verzekering.body[_key=="${block._key}"].markDefs[_key=="${block.markDefs[0]._key}"].href: De link naar /offerte-aanvrage gaat naar een pagina die niet bestaat. Bedoel je /offerte-aanvragen?`,
    ]);
    block.markDefs[0].href = "www.verzekeraar.nl";
    expect(await problemsWith(article)).toEqual([
      `article-daklekkage-en-verzekering.body[_key=="${block._key}"].markDefs[_key=="${block.markDefs[0]._key}"].href: Begin een adres buiten deze site met https://, bijvoorbeeld https://www.verzekeraar.nl. Een pagina op deze site begint met /, bijvoorbeeld /offerte-aanvragen.`,
    ]);
  });

  it("refuses a town 90 km away: outside the service area, and too far for its position", async () => {
    const problems = await problemsWith({ ...byId("town-boekel"), distanceKm: 90 });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^town-boekel\.distanceKm: 90 km ligt buiten het werkgebied van 35 km rond Veghel\./);
    expect(problems[0]).toMatch(/90 km past niet bij de ligging: de plaats ligt [\d,]+ km in rechte lijn/);
  });

  it("refuses a shown phone number that is not the dialled one", async () => {
    const settings = byId("siteSettings");
    expect(await problemsWith(settings)).toEqual([]);
    settings.phone = { ...settings.phone, display: "0413 20 30 41" };
    expect(await problemsWith(settings)).toEqual([
      `siteSettings.phone.display: "0413 20 30 41" is een ander nummer dan het internationale nummer ${settings.phone.e164}, dat de belknop belt. Pas het nummer aan dat niet klopt; bij 0413 20 30 41 hoort internationaal +31413203041.`,
    ]);
  });

  it("refuses a new code on a published price item, and names the texts that use the old one", async () => {
    const draft = {
      ...byId("price-schoorsteen"),
      _id: "drafts.price-schoorsteen",
      slug: { _type: "slug", current: "schoorsteen-herstellen" },
    };
    const [problem, ...rest] = await problemsWith(draft);
    expect(rest).toEqual([]);
    expect(problem).toMatch(
      /^drafts\.price-schoorsteen\.slug: De prijscode was "schoorsteen", nu "schoorsteen-herstellen"\. .* Zet de code terug op "schoorsteen"\. Deze teksten noemen \{prijs:schoorsteen\}: /,
    );
    expect(await problemsWith({ ...draft, slug: { _type: "slug", current: "schoorsteen" } })).toEqual([]);
  });
});

describe("the rules of taste, warnings in the Studio", () => {
  it("warn about a straight apostrophe in Dutch text, and not in an address", async () => {
    const townPage = byId("townPage");
    townPage.local.distance = "Vanuit {base} zo'n {driveMinutes} minuten.";
    expect(await problemsWith(townPage)).toEqual([
      `townPage.local.distance: (warning) Gebruik de gekrulde apostrof ’ in plaats van ', zoals in zo’n, ’s ochtends en foto’s: "Vanuit {base} zo'n {driveMinutes} minuten.".`,
    ]);
    const settings = byId("siteSettings");
    settings.email = "o'brien@example.nl";
    expect((await problemsWith(settings)).join("\n")).not.toMatch(/apostrof/);
  });

  it("warn about brackets and VAT words around a price token, which brings both itself", () => {
    const faq = (answer: string) => ({ _id: "faq-1", _type: "faq", answer });
    expect(priceTokenBracketProblems(faq("Pannen (vanaf {vanaf:pannendak}) zijn snel vervangen."))).toHaveLength(1);
    expect(priceTokenBracketProblems(faq("Dat kost {prijs:pannendak} (incl. btw)."))).toHaveLength(1);
    // Said in the text's own words, the token leaves it out (lib/content/price-tokens.ts): no slip.
    expect(priceTokenBracketProblems(faq("Dat kost {prijs:pannendak}, inclusief btw."))).toEqual([]);
    expect(priceTokenBracketProblems(faq("Dat kost {prijs:pannendak}, en {spoedtoeslag} buiten kantoortijd."))).toEqual(
      [],
    );
  });
});

describe("npm run content:check", () => {
  const dir = mkdtempSync(join(tmpdir(), "content-check-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("exits with 1 and the Dutch message on a dataset with one broken document", async () => {
    const file = join(dir, "broken.ndjson");
    const broken = shipped.map((doc) => (doc._id === "faq-1" ? { ...doc, answer: "Bel ons op {telefoon}." } : doc));
    writeFileSync(file, `${broken.map((doc) => JSON.stringify(doc)).join("\n")}\n`);
    const run = promisify(execFile)(process.execPath, ["studio/check-dataset.ts"], {
      env: { ...process.env, CONTENT_CHECK_DATASET: file },
    });
    const failed = await run.then(
      () => undefined,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stderr).toContain(
      'faq-1.answer: "{telefoon}" is geen bekende code en komt zo op de pagina te staan.',
    );
  }, 60_000);
});
