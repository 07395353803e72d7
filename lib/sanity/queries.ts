import { defineQuery } from "groq";

/** Company facts and contact details shown on every page. */
export const siteSettingsQuery = defineQuery(`*[_type == "siteSettings"][0]{
  companyName,
  tagline,
  phone,
  whatsapp,
  email,
  address,
  kvk,
  geo,
  openingHours,
  claims,
  callbackPromises,
  whatsappMessages,
  gtmId
}`);

export const homePageQuery = defineQuery(`*[_type == "homePage"][0]{ hero }`);
