import { editDocument, publish, readDocument, restoreDocument } from "../dataset";
import { expect, test } from "./fixtures";

// The owner rewords without a developer: the company name (settings), one town's hero heading (its own
// document) and an emergency card the town pages share (Plaatspagina’s) reach the page after one webhook each. A town
// that words its emergency cards itself (ownFrame) keeps its own.

test("a new company name, a town's own hero heading and a shared emergency card reach the town page", async ({
  page,
  request,
}) => {
  const shareImage = async () =>
    Buffer.from(await (await request.get("/deelafbeelding.png")).body()).toString("base64");
  const imageBefore = await shareImage();
  const settings = editDocument("siteSettings", (doc) => {
    doc.companyName = "Dakwerken Van Dijk";
  });
  const town = editDocument("town-oss", (doc) => {
    doc.heroHeading = "Dakdekker in {town} – vandaag nog iemand op je dak";
    // Oss says the shared cards again.
    delete (doc.ownFrame as { emergencyCards?: unknown }).emergencyCards;
  });
  const shared = editDocument("townPage", (doc) => {
    const emergency = doc.emergency as { cards: { title: string; text: string }[] };
    emergency.cards[0]!.title = "Altijd bereikbaar in {town}";
  });
  try {
    await publish(request, { _type: "siteSettings" });
    await publish(request, { _type: "town", slug: "oss" });
    await publish(request, { _type: "townPage" });
    await page.goto("/dakdekker-oss");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dakdekker in Oss – vandaag nog iemand op je dak");
    await expect(page.getByRole("heading", { name: "Altijd bereikbaar in Oss" })).toBeVisible();
    // (The "Waarom" heading is gone from a town page while its list would hold one line; the band under it names us.)
    await expect(page.getByRole("heading", { name: "Dakwerken Van Dijk, dakdekker voor Oss" })).toBeVisible();
    await expect(page.locator('meta[property="og:site_name"]')).toHaveAttribute("content", "Dakwerken Van Dijk");
    // The site's share image is drawn again with the new name.
    expect(await shareImage()).not.toBe(imageBefore);
    // A town with cards of its own keeps them.
    const udenCards = (readDocument("town-uden").ownFrame as { emergencyCards: { title: string }[] }).emergencyCards;
    await page.goto("/dakdekker-uden");
    await expect(page.getByRole("heading", { name: udenCards[0]!.title })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Altijd bereikbaar in Uden" })).toHaveCount(0);
  } finally {
    restoreDocument(settings);
    restoreDocument(town);
    restoreDocument(shared);
    await publish(request, { _type: "siteSettings" });
    await publish(request, { _type: "town", slug: "oss" });
    await publish(request, { _type: "townPage" });
  }
});
