import { expect, it } from "vitest";
import { readDocuments } from "../support/dataset-file";

type Town = {
  _type: string;
  name: string;
  description: string;
  heroIntro: string;
  localInfo: string;
  cityBlock: { body: string };
};

const towns = readDocuments<Town>().filter((doc) => doc._type === "town");

function fiveGrams(text: string): Set<string> {
  const words = text.toLowerCase().match(/[\p{L}\p{N}'’-]+/gu) ?? [];
  const grams = new Set<string>();
  for (let i = 0; i + 5 <= words.length; i++) grams.add(words.slice(i, i + 5).join(" "));
  return grams;
}

function jaccard(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const gram of a) if (b.has(gram)) shared++;
  return shared / (a.size + b.size - shared);
}

it("gives every town its own local copy (word-5-gram Jaccard similarity below 0.2 for every pair)", () => {
  const grams = towns.map((t) => ({
    name: t.name,
    grams: fiveGrams([t.description, t.heroIntro, t.localInfo, t.cityBlock.body].join(" ")),
  }));
  let worst = { value: 0, pair: "" };
  for (let i = 0; i < grams.length; i++) {
    for (let j = i + 1; j < grams.length; j++) {
      const value = jaccard(grams[i]!.grams, grams[j]!.grams);
      if (value > worst.value) worst = { value, pair: `${grams[i]!.name} / ${grams[j]!.name}` };
    }
  }
  console.log(`largest town-copy 5-gram Jaccard similarity: ${worst.value.toFixed(4)} (${worst.pair})`);
  expect(towns).toHaveLength(19);
  expect(worst.value).toBeLessThan(0.2);
});
