import { readFileSync, writeFileSync } from "node:fs";
import { publish } from "../dataset";
import { expect, test } from "./fixtures";

// A server error is for no shared cache: a page that fails and an API route that fails answer `private, no-store`, not
// the public pages' `s-maxage` that a CDN would keep serving after the site recovered. How it is made to fail: the
// content the server reads is broken, and a publish makes it read it again.

test.describe.configure({ mode: "serial", timeout: 90_000 });

const event = JSON.stringify({
  event_name: "button_click",
  event_data: { button_text: "Bel" },
  page_path: "/",
  session_id: "anonymous",
});

test("a page and an API route that fail answer 500 with private, no-store; recovered, the page is public again", async ({
  request,
  world,
}) => {
  // Standard pages: a town page whose content cannot be read does not answer at all, which is a fault of its own and
  // not what this test is about.
  const pages = ["/over-ons", "/contact"];
  for (const page of pages) {
    const fine = await request.get(page);
    expect(fine.status()).toBe(200);
    expect(fine.headers()["cache-control"]).toMatch(/^public, .*s-maxage=/);
  }
  const content = readFileSync(world.datasetFile, "utf8");
  try {
    writeFileSync(world.datasetFile, `${content}{ kapot\n`);
    // Every page shows the settings, and every town and article address is checked against the content.
    await publish(request, { _type: "siteSettings" });
    await publish(request, { _type: "town", slug: "uden" });
    for (const page of pages) {
      const failed = await request.get(page);
      expect(failed.status(), page).toBe(500);
      expect(failed.headers()["cache-control"], page).toBe("private, no-store");
    }
    // The analytics API checks a page's address against the content: it fails too.
    const api = await request.post("/api/events", { data: event, headers: { "content-type": "application/json" } });
    expect(api.status()).toBeGreaterThanOrEqual(500);
    expect(api.headers()["cache-control"]).toBe("private, no-store");
  } finally {
    writeFileSync(world.datasetFile, content);
    await publish(request, { _type: "siteSettings" });
    await publish(request, { _type: "town", slug: "uden" });
  }
  for (const page of pages) {
    await expect(async () => {
      const recovered = await request.get(page);
      expect(recovered.status()).toBe(200);
      expect(recovered.headers()["cache-control"]).toMatch(/^public, .*s-maxage=/);
    }).toPass({ timeout: 20_000 });
  }
});
