/**
 * The 19 towns the business serves at launch, as their slugs. The site itself takes its towns from the
 * content; this list is what the tests hold the demonstration dataset to.
 */
export const specTownSlugs = [
  "eindhoven",
  "veghel",
  "uden",
  "oss",
  "erp",
  "gemert",
  "schijndel",
  "sint-oedenrode",
  "heesch",
  "ravenstein",
  "boekel",
  "st-michielsgestel",
  "haaren",
  "laarbeek",
  "mill",
  "nistelrode",
  "heeswijk-dinther",
  "berlicum",
  "boxtel",
];
