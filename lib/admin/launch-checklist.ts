import "server-only";
/**
 * "Klaar voor livegang?": everything that still stands between the site and a real launch, read from the live
 * content and the server's settings. The demonstration dataset trips every item on purpose; a real owner's content
 * and configuration trip none. Pure: the admin page gathers the input, tests feed their own.
 */

import "server-only";
import { isDutchVatId, isKvkNumber, isPlaceholderNumber } from "@/lib/content/company-ids";
import { sampleSource } from "@/lib/content/reviews";
import type { LaunchCheckQueryResult } from "@/sanity.types";

export type LaunchInput = {
  company: {
    name: string;
    legalName: string;
    email: string;
    kvk: string;
    vatId: string;
    phoneE164: string;
    whatsappNumber: string;
    figuresConfirmed: boolean;
  };
  certificates: { name: string; validUntil: string; url: string | null }[];
  /**
   * Every piece of sample material the site shows, each named so the owner can find it in the Studio: invented
   * quotes, illustrations in place of photos of one's own work, invented worked examples in the articles.
   */
  samples: { reviews: string[]; photos: string[]; caseStudies: string[] };
  env: {
    siteUrl: string;
    smtpConfigured: boolean;
    webhookSecretConfigured: boolean;
    sanityProjectConfigured: boolean;
    /** Whether a signed publish from the Studio has ever reached this site (lib/sanity/last-publish.ts). */
    publishReceived: boolean;
  };
  adminOnGeneratedPassword: boolean;
  /** The day the checklist is read (YYYY-MM-DD), for certificates that expired. */
  today: string;
};

/** One thing to do before launch; `samples` names each piece of sample material it is about. */
export type LaunchItem = { id: string; problem: string; todo: string; samples?: string[] };

const reservedDomain = /(^|\.)(example|invalid|test|localhost)$|^example\.(com|net|org|nl)$/;

const isPlaceholderEmail = (email: string) => reservedDomain.test(email.split("@")[1]?.toLowerCase() ?? "");
const isPlaceholderKvk = (kvk: string) => !isKvkNumber(kvk) || isPlaceholderNumber(kvk);
const isPlaceholderVatId = (vatId: string) => !isDutchVatId(vatId) || isPlaceholderNumber(vatId);

/** "1 klantcitaat" / "3 klantcitaten". */
const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function isPublicHttps(siteUrl: string): boolean {
  try {
    const url = new URL(siteUrl);
    return url.protocol === "https:" && !["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);
  } catch {
    return false;
  }
}

export function launchChecklist(input: LaunchInput): LaunchItem[] {
  const items: LaunchItem[] = [];
  const add = (id: string, when: boolean, problem: string, todo: string, samples?: string[]) => {
    if (when) items.push(samples ? { id, problem, todo, samples } : { id, problem, todo });
  };
  const { company, env } = input;

  add(
    "email",
    isPlaceholderEmail(company.email),
    `Het e-mailadres ${company.email} is een voorbeeldadres: post daarheen komt nergens aan.`,
    "Vul in de Studio onder Bedrijfsgegevens het echte e-mailadres in.",
  );
  add(
    "kvk",
    isPlaceholderKvk(company.kvk),
    `KvK-nummer ${company.kvk} is een voorbeeldnummer; het staat onderaan elke pagina.`,
    "Vul onder Bedrijfsgegevens het KvK-nummer van het bedrijf in (acht cijfers).",
  );
  add(
    "vat-id",
    isPlaceholderVatId(company.vatId),
    `Btw-identificatienummer ${company.vatId} is een voorbeeldnummer; het staat onderaan elke pagina.`,
    "Vul onder Bedrijfsgegevens het btw-id van het bedrijf in, zoals de Belastingdienst het gaf (NL…B..).",
  );
  add(
    "phone",
    isPlaceholderNumber(company.phoneE164),
    "Het telefoonnummer is een voorbeeldnummer.",
    "Vul onder Bedrijfsgegevens het echte nummer in.",
  );
  add(
    "whatsapp",
    isPlaceholderNumber(company.whatsappNumber),
    "Het WhatsApp-nummer is een voorbeeldnummer: berichten van bezoekers komen niet bij jou aan.",
    "Vul onder Bedrijfsgegevens → WhatsApp het nummer in waarop je WhatsApp gebruikt.",
  );
  const { samples } = input;
  add(
    "reviews",
    samples.reviews.length > 0,
    `${count(samples.reviews.length, "klantcitaat is een voorbeeldtekst", "klantcitaten zijn voorbeeldteksten")} (op de site met het label voor voorbeeldcitaten).`,
    "Vervang ze door echte reviews met platform, datum, link en vastgelegde toestemming, of verwijder ze.",
    samples.reviews,
  );
  add(
    "figures",
    !company.figuresConfirmed,
    "De cijfers (klanten, jaren ervaring, binnen 24 uur geholpen, Google-beoordeling) zijn niet bevestigd: de site laat ze overal weg.",
    "Controleer ze onder Bedrijfsgegevens → Beloftes en cijfers, geef de link naar je reviews en zet ‘Deze cijfers kloppen’ aan.",
  );
  add(
    "photos",
    samples.photos.length > 0,
    `${count(samples.photos.length, "project toont een illustratie", "projecten tonen illustraties")}, geen foto’s van eigen werk (op de site met het label voor illustraties).`,
    "Upload in de Studio foto’s van echte klussen bij de projecten en bij ‘Recent werk’ en zet ‘Echte klus van ons’ aan, of verwijder ze.",
    samples.photos,
  );
  add(
    "case-studies",
    samples.caseStudies.length > 0,
    `${count(samples.caseStudies.length, "voorbeeld in een artikel is verzonnen", "voorbeelden in artikelen zijn verzonnen")} (op de site met het label ‘fictief voorbeeld’).`,
    "Vervang ze door echte klussen, verteld met toestemming van de klant, en zet ‘Echte klus’ aan, of laat het label staan.",
    samples.caseStudies,
  );
  const expired = input.certificates.filter((certificate) => certificate.validUntil < input.today);
  add(
    "certificates",
    expired.length > 0,
    `Verlopen certificaat op de site: ${expired.map((certificate) => certificate.name).join(", ")}.`,
    "Vul onder Bedrijfsgegevens → Keurmerken en certificaten de nieuwe geldigheid in, of verwijder het certificaat.",
  );
  add(
    "site-url",
    !isPublicHttps(env.siteUrl),
    `SITE_URL is ${env.siteUrl}: zoekmachines en deellinks krijgen dat adres.`,
    "Zet SITE_URL op het echte https-adres van de site en bouw de site opnieuw.",
  );
  add(
    "smtp",
    !env.smtpConfigured,
    "Er is geen mailserver ingesteld: aanvragen komen niet per e-mail binnen (wel hier in het beheer).",
    "Zet SMTP_URL (en zo nodig LEADS_NOTIFY_TO) en start de server opnieuw.",
  );
  add(
    "webhook",
    !env.webhookSecretConfigured,
    "Er is geen geheim voor de Sanity-webhook: wijzigingen in de Studio komen niet vanzelf op de site.",
    "Zet SANITY_REVALIDATE_SECRET en stel de webhook in Sanity in (zie docs/studio-and-content.md).",
  );
  add(
    "sanity",
    !env.sanityProjectConfigured,
    "Er is geen Sanity-project gekoppeld: de inhoud komt uit het meegeleverde voorbeeldbestand en de Studio werkt niet.",
    "Maak een Sanity-project, zet NEXT_PUBLIC_SANITY_PROJECT_ID en importeer de inhoud (zie docs/studio-and-content.md).",
  );
  add(
    "publish",
    env.sanityProjectConfigured && env.webhookSecretConfigured && !env.publishReceived,
    "Er is nog geen publicatie uit de Studio op de site aangekomen: of de webhook werkt, is nog niet gezien.",
    "Publiceer in de Studio een kleine wijziging en kijk of ze op de site staat. Staat ze er niet, controleer dan in Sanity de webhook: adres, geheim, filter en projectie (zie docs/studio-and-content.md).",
  );
  add(
    "password",
    input.adminOnGeneratedPassword,
    "Je logt nog in met het wachtwoord dat bij de installatie is gemaakt.",
    "Kies onder Account een eigen wachtwoord.",
  );
  return items;
}

/**
 * Every sample the site shows, named as the Studio lists it: the home page shows every testimonial and project, a
 * town page its quotes (a town with the leak hero only its first two) and its recent work, an article its examples.
 */
export function samplesShown(content: LaunchCheckQueryResult): LaunchInput["samples"] {
  const isSample = (quote: { source: string }) => quote.source === sampleSource;
  return {
    reviews: [
      ...content.testimonials.filter(isSample).map((quote) => `${quote.name}, ${quote.place} (Klantervaringen)`),
      ...content.towns.flatMap((town) =>
        (town.heroVariant === "leak" ? (town.quotes ?? []).slice(0, 2) : (town.quotes ?? []))
          .filter(isSample)
          .map((quote) => `${quote.name} (plaatspagina ${town.name})`),
      ),
    ],
    photos: [
      ...content.projects.filter((project) => !project.ownWork).map((project) => `${project.title} (Projecten)`),
      ...content.towns.flatMap((town) =>
        (town.recentWork ?? [])
          .filter((work) => !work.ownWork)
          .map((work) => `${work.title} (plaatspagina ${town.name}, Recent werk)`),
      ),
    ],
    caseStudies: content.articles.flatMap((article) =>
      article.caseStudies
        .filter((study) => !study.ownWork)
        .map((study) => `${study.heading} (artikel ${article.title})`),
    ),
  };
}

/** The checklist's input from the launch query's result (launchCheckQuery) and this server's settings. */
export function launchInputFrom(
  content: LaunchCheckQueryResult,
  env: LaunchInput["env"],
  adminOnGeneratedPassword: boolean,
  today = new Date().toISOString().slice(0, 10),
): LaunchInput {
  const settings = content.settings;
  if (!settings) throw new Error("The dataset has no siteSettings document.");
  return {
    company: {
      name: settings.companyName,
      legalName: settings.legalName,
      email: settings.email,
      kvk: settings.kvk,
      vatId: settings.vatId,
      phoneE164: settings.phone,
      whatsappNumber: settings.whatsapp,
      figuresConfirmed: settings.figuresConfirmed,
    },
    certificates: settings.certificates ?? [],
    samples: samplesShown(content),
    env,
    adminOnGeneratedPassword,
    today,
  };
}
