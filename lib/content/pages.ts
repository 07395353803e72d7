import { fetchContent } from "@/lib/sanity/fetch";

/** A page singleton is required content: without it the deploy is broken, so fail loudly, not with a blank page. */
function required<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`The dataset has no ${what} document.`);
  return value;
}

export async function getHomePage() {
  const data = await fetchContent("homePageQuery", {});
  return { ...data, page: required(data.page, "homePage") };
}

export async function getAboutPage() {
  return required(await fetchContent("aboutPageQuery", {}), "aboutPage");
}

export async function getServicesPage() {
  const data = await fetchContent("servicesPageQuery", {});
  return { ...data, page: required(data.page, "servicesPage") };
}

export async function getContactPage() {
  return required(await fetchContent("contactPageQuery", {}), "contactPage");
}

export async function getWhyUsPage() {
  return required(await fetchContent("whyUsPageQuery", {}), "whyUsPage");
}

export async function getEmergencyPage() {
  return required(await fetchContent("emergencyPageQuery", {}), "emergencyPage");
}

export async function getQuotePage() {
  return required(await fetchContent("quotePageQuery", {}), "quotePage");
}

export async function getThankYouPage() {
  return required(await fetchContent("thankYouPageQuery", {}), "thankYouPage");
}

export async function getStormReportPage() {
  return required(await fetchContent("stormReportPageQuery", {}), "stormReportPage");
}

/** A legal page (privacy policy, warranty terms) by slug, or null. */
export async function getLegalPage(slug: string) {
  return fetchContent("legalPageQuery", { slug });
}

export async function getTipsPage() {
  const data = await fetchContent("tipsPageQuery", {});
  return { ...data, page: required(data.page, "tipsPage") };
}

/** The price guide's words and the price list it calculates with (one list with every {prijs:…} on the site). */
export async function getPriceGuidePage() {
  const [page, prices] = await Promise.all([
    fetchContent("priceGuidePageQuery", {}),
    fetchContent("priceListQuery", {}),
  ]);
  return { page: required(page, "priceGuidePage"), prices };
}
