import { readResolved } from "./read";

/** A page singleton is required content: without it the deploy is broken, so fail loudly, not with a blank page. */
function required<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`The dataset has no ${what} document.`);
  return value;
}

export async function getHomePage() {
  const data = await readResolved("homePageQuery");
  return { ...data, page: required(data.page, "homePage") };
}

export async function getAboutPage() {
  return required(await readResolved("aboutPageQuery"), "aboutPage");
}

export async function getServicesPage() {
  const data = await readResolved("servicesPageQuery");
  return { ...data, page: required(data.page, "servicesPage") };
}

export async function getContactPage() {
  return required(await readResolved("contactPageQuery"), "contactPage");
}

export async function getWhyUsPage() {
  return required(await readResolved("whyUsPageQuery"), "whyUsPage");
}

export async function getEmergencyPage() {
  return required(await readResolved("emergencyPageQuery"), "emergencyPage");
}

export async function getQuotePage() {
  return required(await readResolved("quotePageQuery"), "quotePage");
}

export async function getThankYouPage() {
  return required(await readResolved("thankYouPageQuery"), "thankYouPage");
}

export async function getStormReportPage() {
  return required(await readResolved("stormReportPageQuery"), "stormReportPage");
}

/** A legal page (privacy policy, warranty terms) by slug, or null. */
export async function getLegalPage(slug: string) {
  return readResolved("legalPageQuery", { slug });
}

export async function getTipsPage() {
  const data = await readResolved("tipsPageQuery");
  return { ...data, page: required(data.page, "tipsPage") };
}

/** The price guide's words and the price list it calculates with (one list with every {prijs:…} on the site). */
export async function getPriceGuidePage() {
  const [page, prices] = await Promise.all([readResolved("priceGuidePageQuery"), getPriceList()]);
  return { page: required(page, "priceGuidePage"), prices };
}

/** The price list, its texts resolved: the guide's jobs, and what a request's estimate is priced with. */
export async function getPriceList() {
  return readResolved("priceListQuery");
}
