import { townPath } from "@/lib/site/routes";
import { type Doc, editDocument, publish, readDocuments, restoreDocument } from "../dataset";
import { expect, test } from "./fixtures";

/**
 * A price lives in one place: publishing a changed price in the Studio reaches the price guide's answer and every
 * text that names it through a {prijs:…} token, without a deploy.
 */

type PriceDoc = Doc & { slug: { current: string }; priceLow: number; priceHigh: number; minimumCharge: number };
type Town = Doc & { slug: { current: string }; faqs: { answer: string }[] };

const euro = (amount: number) => `€\u00a0${new Intl.NumberFormat("nl-NL").format(amount)}`;

test("a published priceHigh reaches the price guide's answer and an FAQ answer that names the price", async ({
  request,
}) => {
  test.setTimeout(90_000);
  const slug = "nokvorsten-vastzetten";
  const docs = readDocuments();
  const item = docs.find((doc) => doc._type === "priceItem" && (doc as PriceDoc).slug.current === slug) as PriceDoc;
  const town = docs.find(
    (doc) => doc._type === "town" && (doc as Town).faqs.some((faq) => faq.answer.includes(`{prijs:${slug}}`)),
  ) as Town;
  expect(item && town, `a town FAQ that names {prijs:${slug}}`).toBeTruthy();

  const size = 10;
  const answerUrl = `/kosten-dakreparatie?klus=${slug}&omvang=${size}`;
  const townUrl = townPath(town.slug.current);
  const guideRange = (high: number) =>
    `${euro(Math.max(item.minimumCharge, item.priceLow * size))} tot ${euro(Math.max(item.minimumCharge, high * size))}`;
  const faqRange = (high: number) => `${euro(item.priceLow)} tot ${euro(high)} per strekkende meter`;
  const text = async (url: string) => {
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    return response.text();
  };

  const newHigh = item.priceHigh + 7;
  // Both pages as they are now (the town page is then in the page cache).
  expect(await text(answerUrl)).toContain(guideRange(item.priceHigh));
  expect(await text(townUrl)).toContain(faqRange(item.priceHigh));

  const before = editDocument(item._id, (doc) => {
    doc.priceHigh = newHigh;
  });
  try {
    await publish(request, { _type: "priceItem", slug });
    await expect.poll(() => text(answerUrl), { timeout: 15_000 }).toContain(guideRange(newHigh));
    await expect.poll(() => text(townUrl), { timeout: 15_000 }).toContain(faqRange(newHigh));
  } finally {
    restoreDocument(before);
    await publish(request, { _type: "priceItem", slug });
    await expect.poll(() => text(townUrl), { timeout: 15_000 }).toContain(faqRange(item.priceHigh));
    await expect.poll(() => text(answerUrl), { timeout: 15_000 }).toContain(guideRange(item.priceHigh));
  }
});
