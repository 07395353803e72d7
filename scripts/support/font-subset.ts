import subsetFont from "subset-font";
import { fontCharacters, fontFeatures, fontWeights } from "../../lib/site/font-subset";

/** The package's Latin Archivo cut to the site's characters, weights and features (HarfBuzz, through subset-font), as woff2. */
export function subsetArchivo(source: Buffer): Promise<Buffer> {
  return subsetFont(source, fontCharacters, {
    targetFormat: "woff2",
    variationAxes: { wght: fontWeights },
    keepFeatures: fontFeatures,
  });
}
