// `npm run font:subset`: makes the site's copy of Archivo (lib/site/font-subset.ts says what it keeps and why) from
// the npm package. Run it after changing the character list or updating @fontsource-variable/archivo, and commit the
// file; tests/unit/font-subset.test.ts fails while the two differ.
import { readFileSync, writeFileSync } from "node:fs";
import { fontSourceFile, fontSubsetFile } from "../lib/site/font-subset";
import { subsetArchivo } from "./support/font-subset";

const subset = await subsetArchivo(readFileSync(fontSourceFile));
writeFileSync(fontSubsetFile, subset);
console.log(`${fontSubsetFile}: ${subset.length} bytes (from ${readFileSync(fontSourceFile).length})`);
