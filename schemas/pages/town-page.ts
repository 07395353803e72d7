import { defineField, defineType } from "sanity";
import { townPlaceholderNames } from "../../lib/content/town-placeholders.ts";
import { cards, group, requiredString, requiredText, section, stringList } from "../fields.ts";

const placeholderHelp = `Je kunt overal deze woorden tussen accolades gebruiken; de site vult ze per plaats in: ${townPlaceholderNames
  .map((name) => `{${name}}`)
  .join(", ")}.`;

const line = (name: string, title: string) => requiredString(name, title, placeholderHelp);
const text = (name: string, title: string) => requiredText(name, title, placeholderHelp);

/**
 * The words that every town page (/dakdekker-{plaats}) shares, with placeholders such as {town}, so that nineteen
 * pages are reworded in one place. What is really local (intro, local information, FAQ, neighbourhoods, quotes)
 * lives in each town document, which may also override the hero's heading.
 */
export const townPage = defineType({
  name: "townPage",
  title: "Plaatspagina's (gedeelde teksten)",
  type: "document",
  fields: [
    line("breadcrumb", "Kruimelpad en naam in zoekresultaten"),
    section("standardHero", "Hero: standaard (de kop kan per plaats anders)", [
      line("eyebrow", "Regel boven de kop"),
      line("badge", "Belofte"),
    ]),
    section("leakHero", "Hero: lekkage met formulier (de kop kan per plaats anders)", [
      stringList("points", "Punten met vinkje"),
      line("callLabel", "Belknop"),
      line("formLink", "Knop naar het formulier"),
      line("formHeading", "Kop boven het formulier"),
      text("formIntro", "Tekst boven het formulier"),
    ]),
    group("customHero", "Hero: eigen opmaak (zoals Schijndel)", [
      line("eyebrow", "Regel boven de kop"),
      line("stepsHeading", "Kop 'Zo werken wij'"),
      line("recentWorkHeading", "Kop 'Recent werk' (foto's van eigen klussen)"),
      line(
        "illustrationsHeading",
        "Kop boven de illustraties, zolang er geen foto's van eigen klussen staan (geen 'recent werk')",
      ),
      line("callLabel", "Belknop"),
    ]),
    section("local", "Lokale service", [
      line("place", "Plaats en gemeente"),
      line("distance", "Afstand (als de plaats geen eigen regel heeft)"),
      line("response", "Reactietijd"),
    ]),
    defineField({
      ...section("emergency", "Bij lekkage", [cards("cards", "Kaarten", 3)]),
      description: placeholderHelp,
    }),
    section("services", "Diensten", [line("allServicesLink", "Link naar alle diensten")]),
    section("faq", "Veelgestelde vragen", []),
    section("tips", "Tips", []),
    group("nearby", "In de buurt", [line("placesHeading", "Kop boven de wijken en dorpen")]),
    section("whyUs", "Waarom wij", [
      stringList("points", "Punten"),
      line("certificate", "Regel per keurmerk ({certificate} is de naam van het keurmerk)"),
    ]),
    section("finalCta", "Afsluitende oproep", [text("text", "Tekst")]),
    section("footerBand", "Regel onder de pagina", []),
    group("shareImage", "Deelafbeelding (bij delen op WhatsApp of Facebook)", [
      line("eyebrow", "Regel boven de titel"),
      line("title", "Titel"),
      line("subtitle", "Regel onder de titel"),
      line("alt", "Beschrijving van de afbeelding (voor wie hem niet ziet)"),
    ]),
    group("structuredData", "Voor zoekmachines (gestructureerde gegevens, niet zichtbaar)", [
      line("serviceName", "Naam van de dienst in deze plaats"),
      line("catalogName", "Naam van het aanbod in deze plaats"),
      line("offerName", "Belangrijkste dienst"),
    ]),
  ],
  preview: { prepare: () => ({ title: "Plaatspagina's (gedeelde teksten)" }) },
});
