import { describe, expect, it } from "vitest";
import { type LaunchInput, launchChecklist, launchInputFrom } from "@/lib/admin/launch-checklist";
import { queryLocalDataset } from "@/lib/sanity/local-dataset";
import { launchCheckQuery } from "@/lib/sanity/queries";
import type { LaunchCheckQueryResult } from "@/sanity.types";
import { readDocuments, repositoryDataset, writeDocuments } from "../support/dataset-file";

const demoFile = repositoryDataset;

/** The checklist's input from a dataset file, with the server's settings as given. */
async function inputFrom(file: string, env: LaunchInput["env"], adminOnGeneratedPassword: boolean) {
  const content = await queryLocalDataset<LaunchCheckQueryResult>(launchCheckQuery, {}, file);
  return launchInputFrom(content, env, adminOnGeneratedPassword);
}

const localEnv = {
  siteUrl: "http://localhost:3000",
  smtpConfigured: false,
  webhookSecretConfigured: false,
  sanityProjectConfigured: false,
  publishReceived: false,
};

describe("the launch checklist", () => {
  it("lists every demonstration value of the shipped dataset and every missing setting", async () => {
    const items = launchChecklist(await inputFrom(demoFile, localEnv, true));
    expect(items.map((item) => item.id).sort()).toEqual(
      [
        "case-studies",
        "email",
        "figures",
        "kvk",
        "password",
        "photos",
        "reviews",
        "sanity",
        "site-url",
        "smtp",
        "vat-id",
        "webhook",
        "whatsapp",
      ].sort(),
    );
    // Every sample the demonstration shows is named: all testimonials, every project and recent-work item, and
    // the worked examples of the article on repairing or replacing.
    const samples = Object.fromEntries(items.map((item) => [item.id, item.samples]));
    expect(samples.reviews).toContain("Anouk B., Uden (Klantervaringen)");
    expect(samples.reviews).toContain("Thijs v. H. (plaatspagina Schijndel)");
    expect(samples.photos).toContain("Gebroken pannen vervangen (plaatspagina Schijndel, Recent werk)");
    expect(samples.photos).toHaveLength(6);
    expect(samples["case-studies"]).toHaveLength(2);
    for (const item of items) expect(item.todo.length, item.id).toBeGreaterThan(10);
  });

  it("lists nothing for real-looking content and a configured server", async () => {
    // The shipped dataset as an owner would leave it after replacing every demonstration value.
    const docs = readDocuments<any>(demoFile).map((doc) => {
      if (doc._id === "siteSettings") {
        doc.email = "info@dakdekker-veghel.nl";
        doc.kvk = "80153229";
        doc.vatId = "NL861537204B01";
        doc.whatsapp.number = "31641873390";
        doc.claims.figuresConfirmed = true;
        doc.claims.ratingLink = "https://g.page/r/brabant-dakzorg/review";
      }
      const realReview = (quote: object) => ({
        ...quote,
        source: "google",
        date: "2026-10-02",
        url: "https://g.page/r/brabant-dakzorg/review",
        consentRecorded: true,
      });
      if (doc._type === "testimonial") Object.assign(doc, realReview(doc));
      if (doc._type === "town" && doc.quotes) doc.quotes = doc.quotes.map(realReview);
      const upload = (photo: object) => ({
        ...photo,
        image: { _type: "image", asset: { _ref: "image-abc-800x600-jpg" } },
      });
      const ownWork = (item: object) => ({ ...item, ownWork: true });
      if (doc._type === "projectPhoto") {
        Object.assign(doc, { before: upload(doc.before), after: upload(doc.after), ownWork: true });
      }
      if (doc._type === "town" && doc.customHero) {
        doc.customHero.recentWork = doc.customHero.recentWork.map((work: object) => ownWork(upload(work)));
      }
      if (doc._type === "article") {
        doc.body = doc.body.map((block: { _type: string }) => (block._type === "caseStudy" ? ownWork(block) : block));
      }
      return doc;
    });
    const { mkdtempSync } = await import("node:fs");
    const { tmpdir } = await import("node:os");
    const path = await import("node:path");
    const file = path.join(mkdtempSync(path.join(tmpdir(), "launch-")), "production.ndjson");
    writeDocuments(file, docs);
    const configured = {
      siteUrl: "https://www.dakdekker-veghel.nl",
      smtpConfigured: true,
      webhookSecretConfigured: true,
      sanityProjectConfigured: true,
      publishReceived: true,
    };
    expect(launchChecklist(await inputFrom(file, configured, false))).toEqual([]);
  });
});
