// `npm run content:check`: the Studio's own validation over every document of the dataset (schema-validation.ts),
// the documents' shape against the extracted schema (run `npm run typegen` first) and the checks that need the
// whole dataset at once (editorial-checks.ts, validate-dataset.ts). `npm test` runs it. The dataset is
// studio/dataset/production.ndjson, or the file CONTENT_CHECK_DATASET names.
import { readFileSync } from "node:fs";
import { readNdjson } from "../lib/sanity/ndjson.ts";
import { singletonTypes } from "../schemas/pages/singletons.ts";
import { editorialProblems, townCopySimilarity } from "./editorial-checks.ts";
import { schemaValidationProblems } from "./schema-validation.ts";
import { validateDataset } from "./validate-dataset.ts";

const schema = JSON.parse(readFileSync("studio/schema.json", "utf8"));
const docs = readNdjson(process.env.CONTENT_CHECK_DATASET || "studio/dataset/production.ndjson");
const errors = [
  ...(await schemaValidationProblems(docs)),
  ...validateDataset(schema, docs, singletonTypes),
  ...editorialProblems(docs),
];
const closest = townCopySimilarity(docs)[0];
if (closest) console.log(`most alike town copy: ${closest.pair}, word-5-gram similarity ${closest.value.toFixed(4)}`);
for (const error of errors) console.error(error);
console.log(`${docs.length} documents, ${errors.length} problems`);
process.exitCode = errors.length === 0 ? 0 : 1;
