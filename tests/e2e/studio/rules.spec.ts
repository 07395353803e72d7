import type { Locator, Page } from "@playwright/test";
import { fullTier } from "../../support/tier";
import { expect, expectPublishBlocked, formLoaded, openFieldGroup, test } from "./fixtures";

// The content rules where the owner types (schemas/content-rules.ts, lib/content-rules/): in the real Studio against
// the Content Lake stand-in, each wrong value blocks Publish and the validation panel says in Dutch what to change.
// Each step puts the shipped value back, so nothing is published and the next step starts from the shipped dataset.

test.afterEach(async ({ lake }) => {
  expect(lake.unknown, "requests the stand-in does not know").toEqual([]);
});

/** Opens a document from its address in the structure, as a bookmark would. */
async function open(studio: Page, id: string) {
  await studio.goto(`/studio/structure/${id}`);
  await formLoaded(studio);
}

/** Publish is disabled and the validation panel lists each message. */
async function expectBlocked(studio: Page, messages: (string | RegExp)[]) {
  await expectPublishBlocked(studio);
  const panel = studio.getByRole("button", { name: "Validatie", exact: true });
  const first = studio.getByText(messages[0]!).filter({ visible: true }).first();
  if (!(await first.isVisible())) await panel.click();
  for (const message of messages) {
    await expect(studio.getByText(message).filter({ visible: true }).first()).toBeVisible({ timeout: 15_000 });
  }
}

/** Types `value` into a field, and returns what the field held. */
async function retype(field: Locator, value: string): Promise<string> {
  await expect(field).toBeVisible({ timeout: 15_000 });
  const shipped = await field.inputValue();
  await field.fill(value);
  return shipped;
}

test("each content rule blocks Publish in the Studio with its Dutch message", async ({ studio }) => {
  test.setTimeout(240_000);

  await test.step("a too-long SEO text on Home", async () => {
    await open(studio, "homePage");
    const seo = studio.getByLabel("SEO-omschrijving");
    const shipped = await retype(seo, "Daklekkage in Veghel en omstreken? ".repeat(6).slice(0, 200));
    await expectBlocked(studio, ["Een SEO-omschrijving heeft 70 tot 160 tekens."]);
    await seo.fill(shipped);
  });

  await test.step("a misspelt placeholder and price code, and a link to a page that does not exist", async () => {
    await open(studio, "faq;faq-1");
    const answer = studio.getByLabel("Antwoord");
    const href = studio.getByLabel("Pagina");
    const shipped = await retype(answer, "Een schoorsteen kost {prijs:schoorsteenn}. Bel {telefoon}.");
    const shippedHref = await retype(href, "/offerte-aanvrage");
    await expectBlocked(studio, [
      /^\{prijs:schoorsteenn\} noemt een prijs die niet in de prijslijst staat .* Bedoel je "schoorsteen"\?/,
      /^"\{telefoon\}" is geen bekende code/,
      "De link naar /offerte-aanvrage gaat naar een pagina die niet bestaat. Bedoel je /offerte-aanvragen?",
    ]);
    await answer.fill(shipped);
    await href.fill(shippedHref);
  });

  // The daily case is above: a built-in rule and the content rules of a text. The rules of a town, a price and the
  // phone number are each a step more of a minute on a loaded two-core machine, so the full tier walks them.
  if (!fullTier) return;

  await test.step("a town outside the service area", async () => {
    await open(studio, "town;town-boekel");
    await openFieldGroup(studio, "Plaats");
    const distance = studio.getByLabel("Afstand vanaf Veghel (km)");
    const shipped = await retype(distance, "90");
    await expectBlocked(studio, [/^90 km ligt buiten het werkgebied van 35 km rond Veghel\./]);
    await distance.fill(shipped);
  });

  await test.step("a new code on a published price", async () => {
    await open(studio, "priceItem;price-schoorsteen");
    const code = studio.getByLabel("Prijscode");
    const shipped = await retype(code, "schoorsteen-herstellen");
    await expectBlocked(studio, [/^De prijscode was "schoorsteen", nu "schoorsteen-herstellen"\..*Schijndel/]);
    await code.fill(shipped);
  });

  await test.step("a shown phone number that is not the dialled one", async () => {
    await open(studio, "siteSettings");
    const shown = studio.getByLabel("Zoals getoond").first();
    const shipped = await retype(shown, "0413 20 30 41");
    await expectBlocked(studio, [/^"0413 20 30 41" is een ander nummer dan het internationale nummer \+31413203040/]);
    await shown.fill(shipped);
  });
});
