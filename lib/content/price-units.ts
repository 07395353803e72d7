/**
 * The units a price is given in. One list: the Studio's options, the price guide's size field and every text that
 * names a price use it. Plain data without imports: the Studio schema and the dataset check read it too.
 */
export const priceUnits = {
  klus: { title: "per klus", sizeLabel: null },
  m2: { title: "per m²", sizeLabel: "m²" },
  m1: { title: "per strekkende meter", sizeLabel: "meter" },
  stuk: { title: "per stuk", sizeLabel: "stuks" },
} as const;

export type PriceUnit = keyof typeof priceUnits;
