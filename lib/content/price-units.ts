/**
 * The units a price is given in. One list: the Studio's options, the price guide's size field and every text that
 * names a price use it. `sizeLabel` names an amount ("12 m²", "3 stuks"), `one` an amount of one ("1 stuk").
 * Plain data without imports: the Studio schema and the dataset check read it too.
 */
export const priceUnits = {
  klus: { title: "per klus", sizeLabel: null, one: null },
  m2: { title: "per m²", sizeLabel: "m²", one: "m²" },
  m1: { title: "per strekkende meter", sizeLabel: "meter", one: "meter" },
  stuk: { title: "per stuk", sizeLabel: "stuks", one: "stuk" },
} as const;

export type PriceUnit = keyof typeof priceUnits;
