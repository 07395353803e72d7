import { editDocument, publish, restoreDocument } from "./dataset";
import { expect, test } from "./world";

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
