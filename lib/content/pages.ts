import { typeTag } from "@/lib/sanity/cache-tags";
import { fetchContent } from "@/lib/sanity/fetch";

/** A page singleton is required content: without it the deploy is broken, so fail loudly, not with a blank page. */
function required<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`The dataset has no ${what} document.`);
  return value;
}

export async function getHomePage() {
  const data = await fetchContent(
    "homePageQuery",
    {},
    ["homePage", "testimonial", "projectPhoto", "faq", "town"].map(typeTag),
  );
  return { ...data, page: required(data.page, "homePage") };
}

export async function getAboutPage() {
  return required(await fetchContent("aboutPageQuery", {}, [typeTag("aboutPage")]), "aboutPage");
}

export async function getServicesPage() {
  const data = await fetchContent("servicesPageQuery", {}, [typeTag("servicesPage"), typeTag("service")]);
  return { ...data, page: required(data.page, "servicesPage") };
}

export async function getContactPage() {
  return required(await fetchContent("contactPageQuery", {}, [typeTag("contactPage")]), "contactPage");
}

export async function getWhyUsPage() {
  return required(await fetchContent("whyUsPageQuery", {}, [typeTag("whyUsPage")]), "whyUsPage");
}

export async function getEmergencyPage() {
  return required(await fetchContent("emergencyPageQuery", {}, [typeTag("emergencyPage")]), "emergencyPage");
}

export async function getQuotePage() {
  return required(await fetchContent("quotePageQuery", {}, [typeTag("quotePage")]), "quotePage");
}

export async function getThankYouPage() {
  return required(await fetchContent("thankYouPageQuery", {}, [typeTag("thankYouPage")]), "thankYouPage");
}

export async function getStormReportPage() {
  return required(await fetchContent("stormReportPageQuery", {}, [typeTag("stormReportPage")]), "stormReportPage");
}

/** A legal page (privacy policy, warranty terms) by slug, or null. */
export async function getLegalPage(slug: string) {
  return fetchContent("legalPageQuery", { slug }, [typeTag("legalPage")]);
}

export async function getTipsPage() {
  const data = await fetchContent("tipsPageQuery", {}, ["tipsPage", "tip", "seasonalTip", "article"].map(typeTag));
  return { ...data, page: required(data.page, "tipsPage") };
}

/** The price guide's words and the price list it calculates with (one list with every {prijs:…} on the site). */
export async function getPriceGuidePage() {
  const [page, prices] = await Promise.all([
    fetchContent("priceGuidePageQuery", {}, [typeTag("priceGuidePage")]),
    fetchContent("priceListQuery", {}, [typeTag("priceItem")]),
  ]);
  return { page: required(page, "priceGuidePage"), prices };
}
