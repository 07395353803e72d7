/**
 * "Klaar voor livegang?": everything that still stands between the site and a real launch, read from the live
 * content and the server's settings. The demonstration dataset trips every item on purpose; a real owner's content
 * and configuration trip none. Pure: the admin page gathers the input, tests feed their own.
 */

import type { LaunchCheckQueryResult } from "@/sanity.types";

export type LaunchInput = {
  company: {
    name: string;
    email: string;
    kvk: string;
    phoneE164: string;
    whatsappNumber: string;
    figuresConfirmed: boolean;
  };
  /** The source of every customer quote on the site (testimonials and town quotes). */
  reviewSources: (string | null)[];
  /** Every project and "recent work" photo: uploaded in the Studio, or one of the site's own illustrations. */
  photos: { uploaded: boolean }[];
  env: {
    siteUrl: string;
    smtpConfigured: boolean;
    webhookSecretConfigured: boolean;
    sanityProjectConfigured: boolean;
  };
  adminOnGeneratedPassword: boolean;
};

export type LaunchItem = { id: string; problem: string; todo: string };

const reservedDomain = /(^|\.)(example|invalid|test|localhost)$|^example\.(com|net|org|nl)$/;
const placeholderDigits = /12345678|87654321|00000000|11111111/;

const isPlaceholderEmail = (email: string) => reservedDomain.test(email.split("@")[1]?.toLowerCase() ?? "");
const isPlaceholderKvk = (kvk: string) => !/^\d{8}$/.test(kvk) || placeholderDigits.test(kvk);
const isPlaceholderNumber = (digits: string) => placeholderDigits.test(digits.replace(/\D/g, ""));

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
  const add = (id: string, when: boolean, problem: string, todo: string) => {
    if (when) items.push({ id, problem, todo });
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
    `KvK-nummer ${company.kvk} is een voorbeeldnummer.`,
    "Vul onder Bedrijfsgegevens het KvK-nummer van het bedrijf in (acht cijfers).",
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
  const samples = input.reviewSources.filter((source) => source === "voorbeeld").length;
  add(
    "reviews",
    samples > 0,
    `${samples} klantcitaten zijn voorbeeldteksten (ze staan met het label "voorbeeld" op de site).`,
    "Vervang ze door echte reviews met bron, datum en vastgelegde toestemming, of verwijder ze.",
  );
  add(
    "figures",
    !company.figuresConfirmed,
    "De cijfers (klanten, jaren ervaring, Google-beoordeling) zijn nog niet bevestigd en staan als voorbeeldcijfers op de site.",
    "Controleer ze onder Bedrijfsgegevens → Beloftes en cijfers en zet 'Deze cijfers kloppen' aan.",
  );
  const illustrations = input.photos.filter((photo) => !photo.uploaded).length;
  add(
    "photos",
    illustrations > 0,
    `${illustrations} projectfoto's zijn illustraties die met de site zijn meegeleverd, geen foto's van eigen werk.`,
    "Upload in de Studio foto's van echte klussen bij de projecten en bij 'Recent werk'.",
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
    "Zet SANITY_REVALIDATE_SECRET en stel de webhook in Sanity in (zie de README).",
  );
  add(
    "sanity",
    !env.sanityProjectConfigured,
    "Er is geen Sanity-project gekoppeld: de inhoud komt uit het meegeleverde voorbeeldbestand en de Studio werkt niet.",
    "Maak een Sanity-project, zet NEXT_PUBLIC_SANITY_PROJECT_ID en importeer de inhoud (zie de README).",
  );
  add(
    "password",
    input.adminOnGeneratedPassword,
    "Je logt nog in met het wachtwoord dat bij de installatie is gemaakt.",
    "Kies onder Account een eigen wachtwoord.",
  );
  return items;
}

/** The checklist's input from the launch query's result (launchCheckQuery) and this server's settings. */
export function launchInputFrom(
  content: LaunchCheckQueryResult,
  env: LaunchInput["env"],
  adminOnGeneratedPassword: boolean,
): LaunchInput {
  const settings = content.settings;
  if (!settings) throw new Error("The dataset has no siteSettings document.");
  return {
    company: {
      name: settings.companyName,
      email: settings.email,
      kvk: settings.kvk,
      phoneE164: settings.phone,
      whatsappNumber: settings.whatsapp,
      figuresConfirmed: settings.figuresConfirmed,
    },
    reviewSources: content.reviewSources ?? [],
    photos: content.photos ?? [],
    env,
    adminOnGeneratedPassword,
  };
}
