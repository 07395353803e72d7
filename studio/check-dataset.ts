// `npm run content:check`: validates the local dataset against the extracted schema (run `npm run typegen` first)
// and runs the editorial checks (each town's own copy, each article's length). `npm test` runs it.
import { readFileSync } from "node:fs";
import { readNdjson } from "../lib/sanity/ndjson.ts";
import { singletonTypes } from "../schemas/pages/singletons.ts";
import { editorialProblems, townCopySimilarity } from "./editorial-checks.ts";
import { validateDataset } from "./validate-dataset.ts";

const schema = JSON.parse(readFileSync("studio/schema.json", "utf8"));
const docs = readNdjson("studio/dataset/production.ndjson");
const errors = [...validateDataset(schema, docs, singletonTypes), ...editorialProblems(docs)];
const closest = townCopySimilarity(docs)[0];
if (closest) console.log(`most alike town copy: ${closest.pair}, word-5-gram similarity ${closest.value.toFixed(4)}`);
for (const error of errors) console.error(error);
console.log(`${docs.length} documents, ${errors.length} problems`);
process.exitCode = errors.length === 0 ? 0 : 1;
