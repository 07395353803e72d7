import { defineArrayMember, defineField, defineType } from "sanity";
import type { priceGuidePlaceholderNames } from "../../lib/content/price-guide-placeholders.ts";
import type { PageDocumentType } from "../../lib/site/routes.ts";
import {
  cards,
  group,
  heroField,
  navigationLabelField,
  pageLinkField,
  requiredString,
  requiredText,
  section,
  seoFields,
  stringList,
  textSection,
} from "../fields.ts";
import { notFoundPage } from "./not-found-page.ts";
import { townPage } from "./town-page.ts";

/**
 * One singleton per static page, holding that page's copy. Fixed UI words ('Bel nu', 'Verzenden...') stay in the
 * components; everything an owner may want to reword lives here.
 */
const page = (name: PageDocumentType, title: string, fields: ReturnType<typeof defineField>[]) =>
  defineType({
    name,
    title,
    type: "document",
    fields: [navigationLabelField, ...seoFields, heroField, ...fields],
    preview: { prepare: () => ({ title }) },
  });

/**
 * The home page, in the order a visitor with a leak needs it: the promise and the call button, who we are (the trust
 * bar from the settings), what we do, proof (before and after, reviews), how we work, where, questions, and one
 * request form at the end.
 */
export const homePage = page("homePage", "Home", [
  textSection("services", "Diensten (kaarten onder de vertrouwensbalk)"),
  textSection("gallery", "Voor en na"),
  textSection("trust", "Ervaringen van klanten"),
  section("leakApproach", "Aanpak bij lekkage", [cards("steps", "Stappen")]),
  textSection("serviceArea", "Werkgebied"),
  requiredString("faqHeading", "Kop boven de veelgestelde vragen"),
  section("tips", "Tips en advies (onder de vragen)", [
    requiredText("text", "Tekst"),
    pageLinkField("Link", "Naar de pagina met tips en artikelen, bijvoorbeeld /tips-en-advies."),
  ]),
  textSection("finalCta", "Afsluitende oproep (naast het formulier)"),
  textSection("quickQuote", "Het formulier (Bel mij terug)"),
]);

export const aboutPage = page("aboutPage", "Over ons", [
  textSection("story", "Ons verhaal", "body"),
  textSection("people", "Wie komt er bij je langs (met de foto’s van het team en de bus)"),
  requiredString("valuesHeading", "Kop boven 'Waar we voor staan'"),
  cards("values", "Waar we voor staan"),
  requiredString("figuresHeading", "Kop boven de cijfers"),
  section("certifications", "Keurmerken", [cards("items", "Keurmerken")]),
  textSection("cta", "Afsluitende oproep"),
]);

export const servicesPage = page("servicesPage", "Onze diensten", [
  requiredString("servicesHeading", "Kop boven de diensten"),
  requiredString("emergencyLink", "Knop naar spoedhulp"),
  section("whenToCall", "Wanneer bel je ons", [stringList("items", "Situaties")]),
  section("approach", "Onze aanpak", [cards("steps", "Stappen")]),
  section("roofTypes", "Soorten daken", [
    defineField({
      name: "groups",
      title: "Groepen",
      type: "array",
      of: [defineArrayMember({ type: "roofTypeGroup" })],
      validation: (r) => r.required().min(1),
    }),
  ]),
  textSection("cta", "Afsluitende oproep"),
]);

export const contactPage = page("contactPage", "Contact", [
  requiredString("detailsHeading", "Kop boven de contactgegevens"),
  requiredString(
    "callbackNote",
    "Regel onder het formulier",
    "{callbackRule} wordt de terugbelregel uit de instellingen (Beloftes): kantoortijden, terugbeltijd en de volgende werkdag.",
  ),
  textSection("formIntro", "Formulier"),
  section("serviceAreas", "Werkgebied (de plaatsen zijn de plaatspagina's)", [requiredText("text", "Tekst")]),
  requiredString("openingHoursNote", "Toelichting openingstijden"),
]);

export const whyUsPage = page("whyUsPage", "Waarom wij", [
  requiredString("benefitsHeading", "Kop boven de voordelen"),
  cards("benefits", "Voordelen", 4),
  textSection("results", "Resultaten"),
  section("quality", "Kwaliteit", [
    requiredText("body", "Tekst"),
    pageLinkField("Link onder de tekst (optioneel)", "Bijvoorbeeld naar /garantievoorwaarden."),
  ]),
  textSection("localExperience", "Lokale ervaring", "body"),
  textSection("cta", "Afsluitende oproep"),
]);

export const emergencyPage = page("emergencyPage", "Spoedhulp", [
  requiredString("situationsHeading", "Kop boven acute en dringende situaties"),
  section("acute", "Acute situaties", [stringList("items", "Situaties")]),
  section("urgent", "Dringende situaties", [stringList("items", "Situaties")]),
  section("steps", "Stappen", [cards("items", "Stappen", 4)]),
  section("whileWaiting", "Terwijl je wacht", [
    requiredString("doHeading", "Kop 'Wel doen'"),
    stringList("do", "Wel doen"),
    requiredString("dontHeading", "Kop 'Niet doen'"),
    stringList("dont", "Niet doen"),
  ]),
  textSection("finalCta", "Afsluitende oproep"),
]);

export const quotePage = page("quotePage", "Offerte aanvragen", [
  requiredString("benefitsHeading", "Kop boven de voordelen"),
  cards("benefits", "Voordelen", 4),
  section("whatYouGet", "Wat je krijgt", [stringList("items", "Punten")]),
  textSection("formIntro", "Formulier"),
  section("closing", "Afsluitend blok", [
    requiredText("text", "Tekst"),
    requiredString("scrollLabel", "Knop naar formulier"),
  ]),
]);

export const tipsPage = page("tipsPage", "Tips en advies", [
  textSection("tipsSection", "Tips"),
  textSection("articlesSection", "Artikelen"),
  textSection("seasonalSection", "Seizoensonderhoud"),
  textSection("closing", "Afsluitend blok"),
  textSection("articleCta", "Blok onder elk artikel"),
]);

const fillsIn = (...names: (typeof priceGuidePlaceholderNames)[number][]) =>
  `De site vult ${names.map((name) => `{${name}}`).join(" en ")} in voor de gekozen klus.`;

/**
 * The price guide (/kosten-dakreparatie). The jobs, their prices and what each includes are the price documents
 * (Studio → Prijs); these are the words around them.
 */
export const priceGuidePage = page("priceGuidePage", "Kosten dakreparatie", [
  section("form", "Formulier", [
    requiredString("jobLabel", "Label bij de keuze van de klus"),
    requiredString("jobPlaceholder", "Eerste regel van de keuzelijst"),
    requiredString(
      "sizeLabel",
      "Label bij de omvang",
      "De eenheid van de gekozen klus (m², meter, stuks) komt erachter.",
    ),
    requiredText("sizeHint", "Uitleg onder de omvang"),
    requiredString("submitLabel", "Knop"),
    requiredString("updatedNote", "Datum van de prijzen", fillsIn("date")),
  ]),
  section("result", "Uitkomst", [
    requiredString("rateLabel", "Label voor de prijs per eenheid"),
    requiredText("vatNote", "Over de btw", "Welk btw-tarief de bedragen aannemen."),
    requiredText("minimumNote", "Als het minimumbedrag geldt", fillsIn("minimumCharge")),
    requiredText("perJobNote", "Bij een klus met een vaste prijs per klus"),
    requiredText("disclaimer", "Voorbehoud: een indicatie, de prijs volgt na inspectie"),
    requiredString("includedHeading", "Kop boven wat inbegrepen is"),
    requiredString("notIncludedHeading", "Kop boven wat niet inbegrepen is"),
    requiredString("moreExpensiveHeading", "Kop boven wat het duurder kan maken"),
    requiredText(
      "surchargeNote",
      "Spoedtoeslag, onder elke uitkomst",
      "De spoedtoeslag is geen klus maar een vast bedrag per bezoek; noem het met {spoedtoeslag}.",
    ),
    requiredText("ctaText", "Tekst bij de knoppen naar offerte en telefoon"),
    requiredString(
      "fixPriceLabel",
      "Knop die de prijs meeneemt naar het offerteformulier",
      "Bij een uitkomst met een prijs: het formulier toont de klus, de omvang en de prijs.",
    ),
    requiredString("quoteLabel", "Knop naar het offerteformulier (zonder prijs)"),
  ]),
  group("messages", "Meldingen bij de invoer", [
    requiredText("noJob", "Geen klus gekozen"),
    requiredText("unknownJob", "Onbekende klus"),
    requiredText("missingSize", "Geen omvang ingevuld", fillsIn("size")),
    requiredText("invalidSize", "Omvang is geen getal vanaf 1", fillsIn("size")),
    requiredText(
      "roundedSize",
      "Omvang naar boven afgerond (op tienden van m² of meter, op hele stuks)",
      fillsIn("size"),
    ),
    requiredText("tooLarge", "Groter dan de prijswijzer rekent (offerte op maat)", fillsIn("maxSize")),
  ]),
  section("overview", "Overzicht van alle klussen", [
    requiredText("text", "Tekst"),
    requiredString(
      "surchargePrice",
      "Prijsregel bij de spoedtoeslag",
      "Een vast bedrag, geen beginprijs: bijvoorbeeld {minimum:spoedtoeslag} per spoedbezoek.",
    ),
  ]),
  textSection("cta", "Afsluitende oproep"),
  section("estimate", "Prijsindicatie bij het offerteformulier", [
    requiredText("text", "Tekst bij de prijs", "Onder de klus, de omvang en de prijs die de bezoeker meeneemt."),
    requiredString("changeLabel", "Link terug naar de prijswijzer"),
  ]),
]);

export const thankYouPage = page("thankYouPage", "Bedankt", [
  section("nextSteps", "Wat er nu gebeurt", [stringList("items", "Stappen")]),
  requiredString("urgentNote", "Tekst bij spoed"),
]);

export const stormReportPage = page("stormReportPage", "Stormschade melden", [
  textSection("form", "Formulier"),
  requiredString("formName", "Naam van het formulier (voor schermlezers)", "Bijvoorbeeld: Stormschade melden"),
  requiredText("urgentNote", "Tekst bij water dat nu binnenkomt"),
  section("thanks", "Bedankpagina na een stormmelding", [
    requiredText("intro", "Tekst onder de kop"),
    requiredString("stepsHeading", "Kop boven de stappen", "Bijvoorbeeld: Wat er nu gebeurt"),
    stringList("steps", "Stappen"),
    requiredText("urgentNote", "Tekst bij water dat nu binnenkomt"),
  ]),
]);

/** One schema per page document type of the route registry (lib/site/routes.ts): none missing, none extra. */
const sitePageTypes = {
  homePage,
  aboutPage,
  servicesPage,
  contactPage,
  whyUsPage,
  emergencyPage,
  quotePage,
  tipsPage,
  thankYouPage,
  stormReportPage,
  priceGuidePage,
} satisfies Record<PageDocumentType, unknown>;

export const pageTypes = [...Object.values(sitePageTypes), townPage, notFoundPage];
