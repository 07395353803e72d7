import { describe, expect, it } from "vitest";
import { readNdjson } from "@/lib/sanity/ndjson";
import { schemaTypes } from "@/schemas";
import { namesPrice, previewTitle, priceCodesIn, priceMentions } from "@/studio/price-mentions";
import { repositoryDataset } from "../support/dataset-file";

// What the price item's Delete looks for before it lets the Studio delete (studio/actions/price-delete.tsx): the
// texts that name the item's code in a price token, read as the site reads them.

type Doc = { _id: string; _type: string } & Record<string, unknown>;
const dataset = readNdjson<Doc>(repositoryDataset);

describe("the price codes a text names", () => {
  it("reads every kind of token, the surcharge's included", () => {
    const text =
      "Vanaf {vanaf:dakgoot}, of {prijs:schoorsteen}; minimaal {minimum:lood-en-zinkwerk}. Samen {totaal:pannendak-vernieuwen:60:30}, {perjaar:plat-dak-epdm:25} en {spoedtoeslag}.";
    expect([...priceCodesIn(text)].sort()).toEqual([
      "dakgoot",
      "lood-en-zinkwerk",
      "pannendak-vernieuwen",
      "plat-dak-epdm",
      "schoorsteen",
      "spoedtoeslag",
    ]);
  });

  it("names a code only whole: {prijs:dak} is not dakgoot, {prijs:dakgoot-reinigen} is not dakgoot", () => {
    const dakgoot = new Set(["dakgoot"]);
    expect(namesPrice("{prijs:dak} en {prijs:dakgoot-reinigen}", dakgoot)).toBe(false);
    expect(namesPrice("dakgoot zonder token, {prijs:dakgoot", dakgoot)).toBe(false);
    expect(namesPrice({ body: [{ children: [{ text: "ca. {prijs:dakgoot}" }] }] }, dakgoot)).toBe(true);
  });
});

describe("the documents that name a price", () => {
  it("finds the four texts that name the chimney's price in the shipped dataset", () => {
    const found = priceMentions(dataset, new Set(["schoorsteen"]), "price-schoorsteen");
    expect(found.map(({ id }) => id).sort()).toEqual([
      "article-daklekkage-repareren-of-vervangen",
      "article-oorzaken-daklekkage-brabant",
      "town-ravenstein",
      "town-schijndel",
    ]);
  });

  it("counts a draft or a release version once, by its published id, and never the price item itself", () => {
    const docs: Doc[] = [
      { _id: "town-uden", _type: "town", heroIntro: "Geen prijs." },
      { _id: "drafts.town-uden", _type: "town", heroIntro: "Een goot: {prijs:proef}." },
      { _id: "versions.r1.town-uden", _type: "town", heroIntro: "{vanaf:proef}" },
      { _id: "price-proef", _type: "priceItem", summary: "{prijs:proef}" },
      { _id: "drafts.price-proef", _type: "priceItem", summary: "{prijs:proef}" },
    ];
    expect(priceMentions(docs, new Set(["proef"]), "price-proef").map(({ id, type }) => [id, type])).toEqual([
      ["town-uden", "town"],
    ]);
  });

  it("names a document as the Studio's lists do: a town by its name, a page by its type's title", () => {
    const type = (name: string) => schemaTypes.find((schemaType) => schemaType.name === name);
    const ravenstein = dataset.find((doc) => doc._id === "town-ravenstein") as Doc;
    const home = dataset.find((doc) => doc._id === "homePage") as Doc;
    expect(previewTitle(ravenstein, type("town"))).toBe("Ravenstein");
    expect(previewTitle(home, type("homePage"))).toBe(type("homePage")?.title);
    expect(previewTitle({ _type: "unknown" }, undefined)).toBe("unknown");
  });
});
