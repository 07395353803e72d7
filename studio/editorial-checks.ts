/**
 * Editorial checks of the dataset, beside the schema checks in `npm run content:check`: what a reader would notice
 * though every field is valid. Each town page has copy of its own (no two towns share more than a fifth of their
 * five-word sequences), and each article is as long as its stated reading time (200 words a minute, within 15%)
 * with its cost table.
 */
import type { SanityDocument as SanityDoc } from "../lib/sanity/ndjson.ts";

type Block = { _type: string; children?: { text?: string }[]; rows?: { cells: string[] }[] };
type Town = { name: string; description: string; heroIntro: string; localInfo: string; cityBlock: { body: string } };
type Article = { readTime: number; body: Block[] };

/** Above this word-5-gram Jaccard similarity two towns' copy reads as one text with the name swapped. */
export const maxTownCopySimilarity = 0.2;
const wordsPerMinute = 200;
const readTimeTolerance = 0.15;

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

/** The most similar pair of towns' copy, for the report. */
export function townCopySimilarity(docs: SanityDoc[]): { value: number; pair: string }[] {
  const towns = docs
    .filter((doc) => doc._type === "town")
    .map((doc) => doc as SanityDoc & Town)
    .map((town) => ({
      name: town.name,
      grams: fiveGrams([town.description, town.heroIntro, town.localInfo, town.cityBlock?.body].join(" ")),
    }));
  const pairs: { value: number; pair: string }[] = [];
  for (let i = 0; i < towns.length; i++) {
    for (let j = i + 1; j < towns.length; j++) {
      pairs.push({ value: jaccard(towns[i]!.grams, towns[j]!.grams), pair: `${towns[i]!.name} / ${towns[j]!.name}` });
    }
  }
  return pairs.sort((a, b) => b.value - a.value);
}

const words = (text: string) => text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w));
/** The words a reader reads in an article's body: its paragraphs and its tables' cells. */
export const articleWords = (body: Block[]) =>
  body.flatMap((b) =>
    b._type === "table"
      ? words((b.rows ?? []).flatMap((r) => r.cells).join(" "))
      : words((b.children ?? []).map((c) => c.text ?? "").join("")),
  ).length;

export function editorialProblems(docs: SanityDoc[]): string[] {
  const problems: string[] = [];
  for (const { value, pair } of townCopySimilarity(docs)) {
    if (value < maxTownCopySimilarity) break;
    problems.push(`towns ${pair}: their copy is too alike (word-5-gram similarity ${value.toFixed(3)})`);
  }
  for (const doc of docs.filter((d) => d._type === "article")) {
    const article = doc as SanityDoc & Article;
    const count = articleWords(article.body ?? []);
    const expected = article.readTime * wordsPerMinute;
    if (count <= expected * (1 - readTimeTolerance) || count >= expected * (1 + readTimeTolerance)) {
      problems.push(`${doc._id}: ${count} words for a reading time of ${article.readTime} minutes`);
    }
    if (!(article.body ?? []).some((b) => b._type === "table")) problems.push(`${doc._id}: has no cost table`);
  }
  return problems;
}
