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
};

describe("the launch checklist", () => {
  it("lists every demonstration value of the shipped dataset and every missing setting", async () => {
    const items = launchChecklist(await inputFrom(demoFile, localEnv, true));
    expect(items.map((item) => item.id).sort()).toEqual(
      [
        "email",
        "figures",
        "kvk",
        "password",
        "photos",
        "reviews",
        "sanity",
        "site-url",
        "smtp",
        "webhook",
        "whatsapp",
      ].sort(),
    );
    for (const item of items) expect(item.todo.length, item.id).toBeGreaterThan(10);
  });

  it("lists nothing for real-looking content and a configured server", async () => {
    // The shipped dataset as an owner would leave it after replacing every demonstration value.
    const docs = readDocuments<any>(demoFile).map((doc) => {
      if (doc._id === "siteSettings") {
        doc.email = "info@dakdekker-veghel.nl";
        doc.kvk = "80153229";
        doc.whatsapp.number = "31641873390";
        doc.claims.figuresConfirmed = true;
      }
      const realReview = (quote: object) => ({
        ...quote,
        source: "google",
        date: "2026-10-02",
        consentRecorded: true,
      });
      if (doc._type === "testimonial") Object.assign(doc, realReview(doc));
      if (doc._type === "town" && doc.quotes) doc.quotes = doc.quotes.map(realReview);
      const upload = (photo: object) => ({
        ...photo,
        image: { _type: "image", asset: { _ref: "image-abc-800x600-jpg" } },
      });
      if (doc._type === "projectPhoto") Object.assign(doc, { before: upload(doc.before), after: upload(doc.after) });
      if (doc._type === "town" && doc.customHero) doc.customHero.recentWork = doc.customHero.recentWork.map(upload);
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
    };
    expect(launchChecklist(await inputFrom(file, configured, false))).toEqual([]);
  });
});
