/**
 * The words a visitor reads that are written in code rather than in the content, each with the reason it stays
 * there. Everything else comes from the Studio: code-text.publish.spec.ts fails on any visible word not listed
 * here. Keys are the plain words as the test sees them (punctuation and figures dropped).
 */

const contactRoutes =
  "the top bar's and the phone's sticky bar's short contact words, where the settings' button words do not fit";
const formLabel = "a label, hint or option of the request form (lib/forms/contract.ts owns its fields)";
const priceFormat = "price formatting of a {prijs:…} token (lib/content/price-tokens.ts)";
const promiseFormat =
  "a promise rendered from its number in the settings (lib/content/promises.ts: {callbackRule}, {responseTime}, …)";
const validation = "a validation message of the request form (lib/leads/validation.ts), next to its field";
const failure =
  "the request form's notice when a request could not be taken (rate limit, daily cap, storage), with the phone number";
const unsent =
  "the request form's notice when a request did not reach the site (no connection, a proxy's error page), with the phone number, WhatsApp and a retry";
const pageError =
  "the Dutch error page of a page that could not load (components/layout/page-error.tsx, app/global-error.tsx)";
const officeHours =
  "the office hours rendered from their fields in the settings (lib/content/office-hours.ts): day names, 't/m', 'uur' and the public-holiday switch's 'niet op feestdagen'";
const dateFormat = "a date written out in Dutch (Intl.DateTimeFormat)";
const unitLabel =
  "a price unit after a size ('12 m²', '1 stuk') or the size field's label (lib/content/price-units.ts)";

export const uiWords: Record<string, string> = {
  "Naar de inhoud": "skip link for keyboard users",
  Menu: "the menu button",
  "opent in een nieuw venster": "screen-reader note on links that open WhatsApp",
  "WhatsApp opent in een nieuw venster": "screen-reader name of the emergency notice's WhatsApp icon link",
  Sluiten: "the emergency notice's close button",
  "Bel nu": contactRoutes,
  WhatsApp: contactRoutes,
  Offerte: contactRoutes,
  "Gratis offerte aanvragen": "the request form's submit button",
  "Verstuur je bericht": "the message form's submit button (Contact, the home page's contact block)",
  "Je bericht": formLabel,
  "Direct contact": "accessible name of the floating call button",
  "Belangrijkste pagina’s":
    "accessible name of the top bar's links to the main pages (from 1280 px; the labels come from the content)",
  Kruimelpad: "accessible name of an article's breadcrumb (the page names come from the content)",
  "Snel contact": "accessible name of the phone's sticky contact bar",
  Voettekst: "accessible name of the footer navigation",
  "Pagina’s": "footer column heading over the route list",
  Werkgebied: "footer column heading over the town list",
  Dakdekker: "prefix of each town link in the footer ('Dakdekker Uden'); the town name comes from the content",
  KvK: "label before the Chamber of Commerce number",
  btw: "label before the VAT id in the company line ('KvK … · btw NL…B01')",
  "info brabantdakzorg example": "the company's e-mail address from the settings (an address, so the test keeps it)",
  "Offerte aanvragen": formLabel,
  "Laat dit veld leeg": "the hidden honeypot field's label",
  Naam: formLabel,
  "E-mailadres": formLabel,
  Telefoonnummer: formLabel,
  Adres: formLabel,
  "Type dak": formLabel,
  "Kies het type dak": formLabel,
  "Plat dak": formLabel,
  "Hellend dak pannen": formLabel,
  "Weet ik niet": formLabel,
  "Korte omschrijving": formLabel,
  "Wanneer kunnen we je het beste bellen": formLabel,
  "Geen voorkeur": formLabel,
  "Zo snel mogelijk": formLabel,
  "’s Ochtends": formLabel,
  "’s Middags": formLabel,
  "’s Avonds": formLabel,
  "Foto’s van het dak of de lekkage optioneel": formLabel,
  "Foto’s van het dak of de lekkage": `${formLabel}; as the privacy policy lists it`,
  "Maximaal foto’s JPEG PNG HEIC of WebP elk tot MB We verwijderen locatie- en cameragegevens": formLabel,
  "Wat is er aan de hand": formLabel,
  "Bel mij terug": "the short form's submit button",
  "Schade melden": "the storm form's submit button, and the storm banner's link to that form",
  "Wat is er beschadigd": formLabel,
  "Kies wat er beschadigd is": formLabel,
  "Pannen los of weggewaaid": formLabel,
  "Lekkage binnen": formLabel,
  "Dakgoot of schoorsteen": formLabel,
  "Iets anders": formLabel,
  "Komt er nu water binnen": formLabel,
  "Kies ja of nee": formLabel,
  "Ja er komt nu water binnen": formLabel,
  Nee: formLabel,
  ...Object.fromEntries(
    [
      "Vul je naam in",
      "Vul je telefoonnummer in",
      "Vul een geldig telefoonnummer in bijvoorbeeld",
      "Vul je e-mailadres in",
      "Vul een geldig e-mailadres in bijvoorbeeld naam voorbeeld nl",
      "Vul je adres in straat huisnummer en plaats",
      "Geef aan of er nu water binnenkomt",
      "Beschrijf kort wat er aan de hand is",
      "Schrijf je bericht of vraag",
      "Controleer de velden hierboven",
    ].map((words) => [words, validation]),
  ),
  Verzenden: "the submit button while the form is being sent",
  "Er ging iets mis": failure,
  "Probeer het opnieuw of bel ons direct": failure,
  "Je hebt in korte tijd veel aanvragen verstuurd Probeer het over een paar minuten opnieuw of bel ons direct": failure,
  "We kunnen je aanvraag nu niet via de website ontvangen Bel ons direct": failure,
  "Er ging iets mis Probeer het opnieuw of bel ons direct": failure,
  "Melding sluiten": "accessible name of the close button of the form's failure notice",
  "Je aanvraag is niet verstuurd": unsent,
  "We versturen je aanvraag zodra je weer verbinding hebt": unsent,
  "Wat je hebt ingevuld staat er nog Je kunt ons ook direct bellen of appen": unsent,
  "Opnieuw versturen": unsent,
  Bel: `${unsent}; also the error page's call button ('Bel 0413 …')`,
  "Deze pagina kon niet laden": pageError,
  "Dat ligt niet aan jou Probeer het opnieuw of neem direct contact op we helpen je ook zonder website": pageError,
  "Probeer opnieuw": pageError,
  "De website kon niet laden": pageError,
  "Probeer het over een ogenblik opnieuw": pageError,
  "Naar de homepagina": pageError,
  Aanvraag: "accessible name of a town's short form ('Aanvraag Uden')",
  Telefoon: "label of a contact detail",
  "E-mail": "label of a contact detail",
  Bedrijfsgegevens: "label of the company details block",
  Openingstijden: "label of the opening hours block",
  Spoed: "label of an opening-hours row",
  Kantoor: "label of an opening-hours row",
  Weekend: "label of an opening-hours row",
  vanaf: priceFormat,
  tot: priceFormat,
  "tot per m": priceFormat,
  "tot per m per jaar": priceFormat,
  "tot per strekkende meter": priceFormat,
  "tot per stuk": priceFormat,
  "vanaf per m minimaal per klus": priceFormat,
  "vanaf per strekkende meter minimaal per klus": priceFormat,
  "vanaf per stuk": priceFormat,
  "incl btw": priceFormat,
  "tot incl btw": priceFormat,
  "vanaf incl btw": priceFormat,
  "tot per stuk incl btw": priceFormat,
  "tot per m minimaal per klus incl btw": priceFormat,
  "tot per strekkende meter minimaal per klus incl btw": priceFormat,
  "vanaf per m minimaal per klus incl btw": priceFormat,
  "vanaf per strekkende meter minimaal per klus incl btw": priceFormat,
  // In a text that says once that its amounts include VAT, a token leaves "incl. btw" out.
  "tot per m minimaal per klus": priceFormat,
  "tot per strekkende meter minimaal per klus": priceFormat,
  "spoedtoeslag incl btw": "the {spoedtoeslag} token: the surcharge's amount from the price list, with its name",
  spoedtoeslag: "the {spoedtoeslag} token in a text that says once that its amounts include VAT",
  // Each promise says what usually happens ("meestal binnen 4 uur"); storm mode's words come from the content.
  "meestal binnen uur": promiseFormat,
  "meestal binnen een uur": promiseFormat,
  "meestal binnen minuten": promiseFormat,
  "op werkdagen meestal binnen uur": promiseFormat,
  "meestal binnen werkdagen": promiseFormat,
  // The office hours inside the rule are rendered from their fields too, so the rule is one run of code words.
  "Tijdens kantoortijden maandag t m vrijdag uur niet op feestdagen bellen we je meestal binnen minuten terug daarbuiten de volgende werkdag vóór uur":
    promiseFormat,
  "Maandag t m vrijdag uur niet op feestdagen": officeHours,
  // {officeHours} inside a sentence: "Buiten kantoortijden (maandag t/m vrijdag 8.00–17.00 uur, niet op feestdagen)".
  "maandag t m vrijdag uur niet op feestdagen": officeHours,
  "de volgende werkdag vóór uur": promiseFormat,
  "binnen km van": "the {serviceArea} placeholder: the radius and the base's town from the settings",
  Seizoen: "label before a tip's season (the season itself is content)",
  m: unitLabel,
  meter: unitLabel,
  stuk: unitLabel,
  stuks: unitLabel,
  ...Object.fromEntries(
    ["januari", "februari", "maart", "april", "mei", "juni", "juli", "augustus", "september", "oktober"]
      .concat(["november", "december"])
      .map((month) => [month, dateFormat]),
  ),
  "Laatst bijgewerkt": "label before a legal page's date",
  Bijgewerkt: "label before an article's month ('Bijgewerkt: november 2026')",
  min: "reading time unit on article cards",
  "minuten lezen": "reading time of an article",
  Prioriteit: "label before a tip's priority (the priority itself is content)",
  Voor: "label on a before/after photo",
  Na: "label on a before/after photo",
  "Snelle aanvraag": "accessible name of the home page's short form (also its form_name in analytics)",
  Contactformulier:
    "accessible name of the message form on Contact and the home page (also its form_name in analytics)",
  "Inhoud van": "accessible name of a legal page's table of contents",
  "Lees artikel": "link on an article card",
  "Terug naar home": "back link",
  "Terug naar het overzicht": "back link",
};

/**
 * Copy that still lives in code and is to move into the Studio. Listed so that the test keeps everything else
 * out; remove an entry when its words move. Empty: keep it so.
 */
export const notYetInContent: Record<string, string> = {};
