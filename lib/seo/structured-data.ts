import { siteUrl } from "@/lib/config";
import { daysOf, type OfficeHours, weekdays } from "@/lib/content/office-hours";
import type { SiteSettings } from "@/lib/content/site-settings";
import type { Town } from "@/lib/content/towns";
import { shareImagePath } from "@/lib/seo/share-image";

const allDays = weekdays.map((day) => day.schemaOrg);

/**
 * The office hours for search engines, from the same structure the visitor's line is rendered from: one
 * specification per line of the week, and the listed dates as special hours (closed is 00:00–00:00, the form search
 * engines read as "closed that day"). Public holidays are left out: they would make the page depend on the date it
 * was rendered, and search engines take holiday hours from the business profile.
 */
export function officeHoursSpecification(hours: OfficeHours) {
  return {
    openingHoursSpecification: hours.weekly.map((line) => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: daysOf(line).map((day) => allDays[day - 1]!),
      opens: line.opens,
      closes: line.closes,
    })),
    specialOpeningHoursSpecification: (hours.exceptions ?? []).map((exception) => ({
      "@type": "OpeningHoursSpecification",
      name: exception.label,
      validFrom: exception.from,
      validThrough: exception.to || exception.from,
      ...(exception.closed === false
        ? { opens: exception.opens, closes: exception.closes }
        : { opens: "00:00", closes: "00:00" }),
    })),
  };
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
  const office = officeHoursSpecification(settings.openingHours);
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
      ...office.openingHoursSpecification,
      {
        "@type": "OpeningHoursSpecification",
        // The settings' line says what it is ("Spoed: dag en nacht bereikbaar"); a prefix would say it twice.
        description: settings.openingHours.emergency,
        dayOfWeek: allDays,
        opens: "00:00",
        closes: "23:59",
      },
    ],
    ...(office.specialOpeningHoursSpecification.length > 0
      ? { specialOpeningHoursSpecification: office.specialOpeningHoursSpecification }
      : {}),
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
