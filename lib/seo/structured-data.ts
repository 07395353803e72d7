import { siteUrl } from "@/lib/config";
import type { SiteSettings } from "@/lib/content/site-settings";
import type { Town } from "@/lib/content/towns";
import { shareImagePath } from "@/lib/seo/share-image";

const weekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"];
const allDays = [...weekdays, "Saturday", "Sunday"];

/** "Maandag t/m vrijdag 08:00–17:00" → opens/closes, from the text the owner edits. */
function officeHours(text: string) {
  const match = text.match(/(\d{1,2}:\d{2})\s*[–-]\s*(\d{1,2}:\d{2})/);
  return match ? { opens: match[1]!.padStart(5, "0"), closes: match[2]!.padStart(5, "0") } : null;
}

const postalAddress = (settings: SiteSettings) => ({
  "@type": "PostalAddress",
  streetAddress: settings.address.street,
  postalCode: settings.address.postalCode,
  addressLocality: settings.address.city,
  addressRegion: settings.address.region,
  addressCountry: settings.address.country,
});

/** The company, on every page: who, where, when and which towns it serves. No self-made review stars. */
export function roofingContractor(settings: SiteSettings, towns: { name: string }[]) {
  const office = officeHours(settings.openingHours.office);
  return {
    "@context": "https://schema.org",
    "@type": "RoofingContractor",
    "@id": `${siteUrl}/#bedrijf`,
    name: settings.companyName,
    legalName: settings.legalName,
    vatID: settings.vatId,
    description: settings.tagline,
    url: `${siteUrl}/`,
    telephone: settings.phone.e164,
    email: settings.email,
    image: `${siteUrl}${shareImagePath}`,
    address: postalAddress(settings),
    geo: { "@type": "GeoCoordinates", latitude: settings.geo.lat, longitude: settings.geo.lng },
    openingHoursSpecification: [
      ...(office ? [{ "@type": "OpeningHoursSpecification", dayOfWeek: weekdays, ...office }] : []),
      {
        "@type": "OpeningHoursSpecification",
        description: `Spoedservice: ${settings.openingHours.emergency}`,
        dayOfWeek: allDays,
        opens: "00:00",
        closes: "23:59",
      },
    ],
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "emergency",
      telephone: settings.phone.e164,
      availableLanguage: "nl",
      hoursAvailable: { "@type": "OpeningHoursSpecification", dayOfWeek: allDays, opens: "00:00", closes: "23:59" },
    },
    areaServed: towns.map((town) => ({ "@type": "City", name: town.name })),
  };
}

/**
 * What a town page offers: the company's roofing service in that town. One business with one address exists (in
 * Veghel, on every page as RoofingContractor); a town page must not pretend to be a business located in the town.
 * The service names the business by @id, the town as the area served, and the phone number to call for it.
 * `words` are the town-page singleton's names for search engines, filled in for this town (Studio → Plaatspagina’s).
 */
export function townService(
  settings: SiteSettings,
  town: Town,
  url: string,
  words: { serviceName: string; catalogName: string; offerName: string },
) {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    "@id": `${url}#dienst`,
    name: words.serviceName,
    serviceType: "Dakdekker",
    description: town.description,
    url,
    provider: { "@id": `${siteUrl}/#bedrijf` },
    areaServed: {
      "@type": "City",
      name: town.name,
      containedInPlace: { "@type": "AdministrativeArea", name: town.municipality },
    },
    availableChannel: {
      "@type": "ServiceChannel",
      servicePhone: { "@type": "ContactPoint", telephone: (town.phoneOverride ?? settings.phone).e164 },
      serviceUrl: url,
    },
    hasOfferCatalog: {
      "@type": "OfferCatalog",
      name: words.catalogName,
      itemListElement: [
        {
          "@type": "Offer",
          itemOffered: { "@type": "Service", name: words.offerName },
        },
      ],
    },
  };
}

export function faqPage(faqs: { question: string; answer: string }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faqs.map((faq) => ({
      "@type": "Question",
      name: faq.question,
      acceptedAnswer: { "@type": "Answer", text: faq.answer },
    })),
  };
}

export function breadcrumbs(items: { name: string; path: string }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: `${siteUrl}${item.path}`,
    })),
  };
}

export function articleData(
  settings: SiteSettings,
  article: { title: string; excerpt: string; publishedAt: string; updatedAt: string; category: string },
  path: string,
) {
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: article.title,
    description: article.excerpt,
    datePublished: article.publishedAt,
    dateModified: article.updatedAt,
    articleSection: article.category,
    inLanguage: "nl-NL",
    mainEntityOfPage: `${siteUrl}${path}`,
    image: `${siteUrl}${shareImagePath}`,
    author: { "@type": "Organization", name: settings.companyName, url: `${siteUrl}/` },
    publisher: { "@id": `${siteUrl}/#bedrijf`, "@type": "Organization", name: settings.companyName },
  };
}
