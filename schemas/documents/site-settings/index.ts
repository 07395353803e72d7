import { defineType } from "sanity";
import { requiredString } from "../../fields.ts";
import { certificates, claims, emergencyPopup, promises, reviewPolicy, sampleLabels, serviceArea } from "./claims.ts";
import {
  address,
  contactButtons,
  email,
  geo,
  kvk,
  legalName,
  phone,
  vatId,
  whatsapp,
  whatsappMessages,
} from "./contact.ts";
import { leadHandling } from "./leads.ts";
import { openingHours } from "./opening-hours.ts";
import { consent, formNotice, gtmId } from "./privacy.ts";
import { stormMode } from "./storm.ts";
import { directHelp, photos, trustBar } from "./trust.ts";

/**
 * Company facts, claims and contact details. One document; every page shows parts of it. The fields live in a file
 * per part of the form; this list sets the order the Studio shows them in (and the dataset's documents follow it).
 */
export const siteSettings = defineType({
  name: "siteSettings",
  title: "Bedrijfsgegevens",
  type: "document",
  groups: [
    { name: "contact", title: "Contact", default: true },
    { name: "claims", title: "Beloftes en cijfers" },
    { name: "proof", title: "Reviews en voorbeelden" },
    { name: "trust", title: "Vertrouwen en foto’s" },
    { name: "whatsapp", title: "WhatsApp-berichten" },
    { name: "leads", title: "Aanvragen beantwoorden" },
    { name: "storm", title: "Stormmodus" },
    { name: "statistics", title: "Privacy en cookies" },
  ],
  fields: [
    requiredString("companyName", "Bedrijfsnaam"),
    requiredString("tagline", "Korte omschrijving"),
    requiredString(
      "defaultTitleSuffix",
      "Titel in zoekresultaten na de bedrijfsnaam",
      "Voor pagina's zonder eigen titel: 'Bedrijfsnaam – dit'. Bijvoorbeeld: dakdekker in Noord-Brabant",
    ),
    phone,
    whatsapp,
    contactButtons,
    email,
    address,
    geo,
    legalName,
    kvk,
    vatId,
    openingHours,
    claims,
    certificates,
    reviewPolicy,
    sampleLabels,
    serviceArea,
    promises,
    trustBar,
    directHelp,
    photos,
    emergencyPopup,
    whatsappMessages,
    stormMode,
    leadHandling,
    gtmId,
    consent,
    formNotice,
  ],
  preview: { prepare: () => ({ title: "Bedrijfsgegevens" }) },
});
