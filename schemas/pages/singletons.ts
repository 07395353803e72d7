/** Singletons: exactly one document each, with `_id` equal to the type name. Plain data, importable anywhere. */
export const singletonTypes = [
  "siteSettings",
  "homePage",
  "aboutPage",
  "servicesPage",
  "contactPage",
  "whyUsPage",
  "emergencyPage",
  "quotePage",
  "tipsPage",
  "thankYouPage",
];
