import type { FieldProps } from "sanity";
import { priceGuidePlaceholderNames } from "../lib/content/price-guide-placeholders.ts";
import { townPlaceholderNames } from "../lib/content/town-placeholders.ts";

type TownPlaceholder = (typeof townPlaceholderNames)[number];
type PriceGuidePlaceholder = (typeof priceGuidePlaceholderNames)[number];

/**
 * What each placeholder becomes on a page, in the owner's words. Typed against the resolver's own lists, so a
 * placeholder added there without a meaning here does not compile.
 */
const meanings: Record<TownPlaceholder, string> = {
  town: "de naam van de plaats",
  municipality: "de gemeente van de plaats",
  distanceKm: "de afstand van de werkplaats tot de plaats, in km",
  driveMinutes: "de rijtijd naar de plaats, in minuten",
  company: "de bedrijfsnaam",
  base: "de vestigingsplaats",
  street: "straat en huisnummer van de vestiging",
  phone: "het telefoonnummer zoals getoond (op een plaatspagina met een eigen nummer: dat nummer)",
  phoneE164: "het telefoonnummer in internationale vorm",
  email: "het e-mailadres",
  whatsapp: "het WhatsApp-nummer",
  kvk: "het KvK-nummer",
  legalName: "de officiële naam van het bedrijf",
  vatId: "het btw-nummer",
  responseTime: "wanneer we bij een gewone reparatie komen (Beloftes)",
  repairTime: "wanneer de definitieve reparatie volgt (Beloftes)",
  acuteResponseTime: "wanneer we bij acute lekkage ter plaatse zijn (Beloftes)",
  warranty: "de garantie",
  sealantWarranty: "de kortere garantie op kitwerk",
  yearsExperience: "het aantal jaren ervaring (alleen als de cijfers bevestigd zijn)",
  customers: "het aantal klanten (alleen als de cijfers bevestigd zijn)",
  callbackForm: "hoe snel we terugbellen na een aanvraag (Beloftes)",
  callbackNextDay: "wanneer we terugbellen na een aanvraag buiten kantoortijd (Beloftes)",
  callbackRule: "de hele zin over terugbellen na een aanvraag (Beloftes)",
  emergencyCallback: "hoe snel we terugbellen bij spoed (Beloftes)",
  stormNote: "de uitzondering bij storm (Beloftes)",
  officeHours: "de openingstijden als zin",
  serviceArea: "het werkgebied, bijvoorbeeld 'binnen 30 km van Veghel'",
  certificate: "de naam van een keurmerk, in de regel over keurmerken",
};

const priceGuideMeanings: Record<PriceGuidePlaceholder, string> = {
  date: "de datum waarop de prijzen zijn bijgewerkt",
  size: "de omvang die de bezoeker koos",
  maxSize: "de grootste omvang in de prijswijzer",
  minimumCharge: "het minimumbedrag van de klus",
};

const townFacts: TownPlaceholder[] = ["town", "municipality", "distanceKm", "driveMinutes"];
const everywhere = townPlaceholderNames.filter((name) => !townFacts.includes(name) && name !== "certificate");

export type PlaceholderGroup = { title: string; entries: [token: string, meaning: string][] };

const group = (title: string, names: readonly string[], from: Record<string, string>): PlaceholderGroup => ({
  title,
  entries: names.map((name) => [`{${name}}`, from[name] ?? ""]),
});

/** Fields that hold an address, a code or a choice, not words a visitor reads. */
const notWords = new Set(["slug", "href", "url", "src", "email", "e164", "aliases", "gtmId", "current", "alt"]);

/** The placeholders a field accepts, by the document it is in; null for a field that holds no words. */
export function placeholderGroupsFor(props: FieldProps, documentType: string | undefined): PlaceholderGroup[] | null {
  const type = props.schemaType;
  const name = props.name;
  const isWords =
    ((type.jsonType === "string" && !["date", "datetime", "url", "email", "slug"].includes(type.name)) ||
      (type.jsonType === "array" && (type.of ?? []).some((member) => member.name === "block"))) &&
    !(type.options as { list?: unknown } | undefined)?.list &&
    !notWords.has(name);
  if (!isWords) return null;

  const groups = [group("Bedrijf en beloftes (Bedrijfsgegevens)", everywhere, meanings)];
  if (documentType === "town" || documentType === "townPage") {
    groups.unshift(group("Deze plaats", townFacts, meanings));
  }
  if (documentType === "townPage") groups.push(group("Keurmerken", ["certificate"], meanings));
  if (documentType === "priceGuidePage") {
    groups.push(group("Prijswijzer", priceGuidePlaceholderNames, priceGuideMeanings));
  }
  if (props.path.some((segment) => segment === "leadHandling")) {
    groups.push({
      title: "Antwoorden aan een klant",
      entries: [
        ["{naam}", "de naam van de aanvrager"],
        ["{datum}", "de dag van de aanvraag"],
      ],
    });
  }
  return groups;
}
