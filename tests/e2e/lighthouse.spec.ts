import { expect, test } from "@playwright/test";
import { baseURL } from "../../playwright.config";
import { runLighthouse } from "../support/lighthouse";

test.describe.configure({ mode: "serial", timeout: 120_000 });

for (const path of ["/", "/dakdekker-uden"]) {
  test(`Lighthouse scores SEO 100 on ${path}`, async () => {
    const result = await runLighthouse(`${baseURL}${path}`, ["seo"]);
    console.log(`Lighthouse SEO ${path}: ${result.scores.seo}`);
    expect(result.failedAudits.seo).toEqual([]);
    expect(result.scores.seo).toBe(100);
  });
}
