import type { Page } from "@playwright/test";
import { articlePath } from "@/lib/site/routes";
import { fullTierOnly } from "../../support/tier";
import { expect, openDocument, openFieldGroup, test } from "./fixtures";

// The owner takes back a change and deletes, in the real Studio against the Content Lake stand-in, which discards
// and refuses as the Content Lake does: a draft is thrown away, a document that others reference stays, and a price
// that texts name by its code stays, with the list of those texts.

test.describe.configure({ mode: "serial", timeout: 150_000 });

/** Presses an item of the menu beside Publish (Publiceren); it can close unseen while the form still moves. */
async function pressMenuItem(studio: Page, name: string) {
  await expect(async () => {
    await studio.getByTestId("action-menu-button").last().click();
    // An item's name ends with its keyboard shortcut, if it has one ("Verwijderen Ctrl Alt D").
    await studio.getByRole("menuitem", { name: new RegExp(`^${name}( |$)`) }).click({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
}

test.afterEach(async ({ lake }) => {
  // A Sanity upgrade that needs an endpoint or action the stand-in lacks fails here, with its name.
  expect(lake.unknown, "requests the stand-in does not know").toEqual([]);
});

test("the owner discards a draft: it is gone, and the form shows the published words again", async ({
  studio,
  lake,
}) => {
  await openDocument(studio, "Plaatsen", /^Heesch/);
  await openFieldGroup(studio, "Tekst");
  const intro = studio.getByLabel("Introductie bovenaan");
  const published = await intro.inputValue();
  await intro.fill("Een concept dat de eigenaar toch niet wil.");
  await expect(studio.getByText("Opgeslagen")).toBeVisible();
  await expect
    .poll(() => lake.document("drafts.town-heesch")?.heroIntro)
    .toBe("Een concept dat de eigenaar toch niet wil.");

  await pressMenuItem(studio, "Wijzigingen verwijderen");
  await studio
    .getByRole("dialog", { name: "Wijzigingen verwijderen?" })
    .getByRole("button", { name: "Wijzigingen verwijderen" })
    .click();
  await expect.poll(() => lake.document("drafts.town-heesch"), { timeout: 15_000 }).toBeNull();
  await expect(intro).toHaveValue(published);
  expect(lake.document("town-heesch")?.heroIntro).toBe(published);
});

const refusal = fullTierOnly(
  "a refusal, not a daily journey: the full tier walks it; the stand-in's refusal has an integration test",
);

test(
  "deleting an article that tips link to is refused: the Studio says so, the article and its page stay",
  refusal,
  async ({ studio, lake, request }) => {
    const id = "article-oorzaken-daklekkage-brabant";
    await openDocument(studio, "Artikelen", /^Daklekkage in Brabant: de meest voorkomende oorzaken/);
    await pressMenuItem(studio, "Verwijderen");
    // The Studio lists the tips that refer to it first, and offers to delete anyway.
    const dialog = studio.getByRole("dialog", { name: "Document verwijderen?" });
    await expect(dialog.getByText(/^6 documenten verwijzen naar/)).toBeVisible({ timeout: 15_000 });
    await dialog.getByRole("button", { name: "Toch verwijderen" }).click();

    // The Content Lake refuses; the Studio reports the failed delete with the reason under "Details".
    const toast = studio
      .getByRole("alert")
      .filter({ hasText: "Dit betekent meestal dat er andere documenten zijn die ernaar verwijzen." });
    await expect(toast).toBeVisible({ timeout: 15_000 });
    await toast.getByText("Details").click();
    await expect(toast.getByText(/cannot be deleted as there are references to it from "tip-/)).toBeVisible();
    expect(lake.document(id)).not.toBeNull();
    expect((await request.get(articlePath("oorzaken-daklekkage-brabant"))).status()).toBe(200);
  },
);

test(
  "deleting a price that texts name is refused with their list; a price named nowhere is deleted",
  refusal,
  async ({ studio, lake }) => {
    // A price no text names, made beside the list as a published item: deleted below through the Studio's own dialog.
    const status = await lake.mutate([
      {
        createOrReplace: {
          ...lake.document("price-schoorsteen"),
          _id: "price-proefklus",
          title: "Proefklus",
          slug: { _type: "slug", current: "proefklus" },
          order: 99,
        },
      },
    ]);
    expect(status).toBe(200);

    await openDocument(studio, "Prijslijst", /^Schoorsteen/);
    await pressMenuItem(studio, "Verwijderen");
    const refused = studio.getByTestId("price-delete-refused");
    await expect(refused).toBeVisible({ timeout: 15_000 });
    await expect(studio.getByRole("dialog", { name: "Deze prijs wordt nog gebruikt" })).toBeVisible();
    await expect(refused.getByText("Deze prijs wordt genoemd in:")).toBeVisible();
    await expect(refused).toContainText(
      'Haal de prijscodes met "schoorsteen" (zoals {prijs:schoorsteen}) daar eerst weg',
    );
    // The two articles and the two towns that name it, each by its title and kind, articles first.
    await expect(refused.getByRole("listitem")).toHaveCount(4);
    const named = (await refused.getByRole("listitem").allInnerTexts()).map((text) => text.trim());
    expect(named.slice(2)).toEqual(["Ravenstein · Plaats", "Schijndel · Plaats"]);
    expect(named.slice(0, 2).sort()).toEqual([
      "Daklekkage in Brabant: de meest voorkomende oorzaken en hoe je ze op tijd herkent · Artikel",
      "Daklekkage: repareren of je dak vervangen? Zo maak je de juiste keuze · Artikel",
    ]);
    await refused.getByRole("button", { name: "Sluiten" }).click();
    expect(lake.document("price-schoorsteen")).not.toBeNull();

    await studio.getByRole("link", { name: /^Proefklus/ }).click();
    await expect(studio.getByTestId("document-panel-scroller")).toContainText("Proefklus");
    await pressMenuItem(studio, "Verwijderen");
    const confirm = studio.getByRole("dialog", { name: "Document verwijderen?" });
    await confirm.getByRole("button", { name: "Nu verwijderen" }).click();
    await expect.poll(() => lake.document("price-proefklus"), { timeout: 15_000 }).toBeNull();
    expect(lake.document("drafts.price-proefklus")).toBeNull();
  },
);
