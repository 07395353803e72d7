// `npm run content:check`: validates the local dataset against the extracted schema (run `npm run typegen` first).
import { readFileSync } from "node:fs";
import { readNdjson } from "../lib/sanity/ndjson.ts";
import { singletonTypes } from "../schemas/pages/singletons.ts";
import { validateDataset } from "./validate-dataset.ts";

const schema = JSON.parse(readFileSync("studio/schema.json", "utf8"));
const docs = readNdjson("studio/dataset/production.ndjson");
const errors = validateDataset(schema, docs, singletonTypes);
for (const error of errors) console.error(error);
console.log(`${docs.length} documents, ${errors.length} problems`);
process.exitCode = errors.length === 0 ? 0 : 1;
