import { townPath } from "@/lib/site/routes";
import { addDocument, editDocument, publish, readDocument, removeDocument, restoreDocument } from "../dataset";
import { expect, test } from "./fixtures";

// The 404 page is rendered for each unknown address, never kept in the page cache: a word changed in the Studio
// shows at the next visit, at an address asked for before the change as well as at a new one.

test("a changed 404 heading shows at once, at an address asked for before and at a new one", async ({
  page,
  request,
}) => {
  const heading = async (path: string) => {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    return page.getByRole("heading", { level: 1 }).textContent();
  };
  const before = editDocument("notFoundPage", () => {});
  const original = before.heading as string;
  for (const path of ["/oud-adres", "/dakdekker-oud-adres"]) expect(await heading(path)).toBe(original);

  editDocument("notFoundPage", (doc) => {
    doc.heading = "Dit adres kennen we niet";
  });
  try {
    await publish(request, { _type: "notFoundPage" });
    for (const path of ["/oud-adres", "/dakdekker-oud-adres", "/nieuw-adres", "/dakdekker-nieuw-adres"]) {
      expect(await heading(path)).toBe("Dit adres kennen we niet");
    }
  } finally {
    restoreDocument(before);
    await publish(request, { _type: "notFoundPage" });
  }
  expect(await heading("/oud-adres")).toBe(original);
});

test("a town unpublished in the Studio answers the server-rendered 404 page at the next request", async ({
  browser,
  request,
}) => {
  // Without JavaScript: what the visitor sees is what the server sent.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const town = readDocument("town-boekel");
  const slug = (town.slug as { current: string }).current;
  const path = townPath(slug);
  const words = readDocument("notFoundPage");
  try {
    // Known, and so in every cache: the page, and the list of known addresses proxy.ts checks.
    expect((await page.goto(path))?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(town.name as string);

    // Unpublished: the Studio keeps only the draft (`drafts.<id>`), which the site never shows.
    removeDocument(town._id);
    addDocument({ ...town, _id: `drafts.${town._id}` });
    await publish(request, { _type: "town", slug });
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.heading as string);
    await expect(page.locator('main a[href^="tel:"]')).toHaveCount(1);
    await expect(page.getByTestId("site-footer")).toBeVisible();
    await expect(page.locator(`main a[href="${path}"]`)).toHaveCount(0);
  } finally {
    removeDocument(`drafts.${town._id}`);
    restoreDocument(town);
    await publish(request, { _type: "town", slug });
    await context.close();
  }
  expect((await request.get(path)).status()).toBe(200);
});
