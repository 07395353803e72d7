import "server-only";
import type { contactSubmissions } from "@/lib/db/schema";
import { formatDutchTimestamp } from "@/lib/time/dutch-time";
import { attributionLine } from "../analytics/lead-attribution";
import { estimateLine } from "../content/estimate-line";
import { callbackTimeLabel, damageLabel, formVariantName, roofTypeLabel } from "../forms/contract";
import { formatPhone } from "../forms/phone";

type Lead = typeof contactSubmissions.$inferSelect;

/** Every character a mail reader may break a line at: CR, LF, vertical tab, form feed, NEL, LS and PS. */
const lineBreaks = /\r\n|[\r\n\v\f\u0085\u2028\u2029]/g;

/** One line of the mail: stored values are validated, but a line break must never forge another line. */
const line = (value: string) => value.replace(lineBreaks, " ");

/**
 * The visitor's message keeps its lines (an address, a list of what leaks), but each is quoted with "> " under its
 * own heading: a line such as "Telefoon: 0600000000" in it can never pass for one of the form's fields.
 */
const quoted = (message: string | null) =>
  message
    ? [
        "Bericht (zoals de bezoeker het schreef):",
        ...message.split(lineBreaks).map((text) => (text ? `> ${text}` : ">")),
      ]
    : ["Bericht: (geen)"];

/** The owner's e-mail about one lead: plain text, every field, easy to read on a phone. */
export function leadEmail(lead: Lead, photoCount: number, siteUrl: string) {
  const estimate = estimateLine(lead);
  const lines = [
    `Naam: ${line(lead.name)}`,
    `Telefoon: ${formatPhone(lead.phone)}`,
    lead.email ? `E-mail: ${line(lead.email)}` : null,
    lead.address ? `Adres: ${line(lead.address)}` : null,
    lead.formVariant === "full" || (lead.formVariant === "message" && lead.roofType)
      ? `Type dak: ${roofTypeLabel(lead.roofType)}`
      : null,
    damageLabel(lead.damage) ? `Schade: ${damageLabel(lead.damage)}` : null,
    lead.waterNow === null ? null : `Water komt nu binnen: ${lead.waterNow ? "JA" : "nee"}`,
    callbackTimeLabel(lead.callbackTime) ? `Bellen: ${callbackTimeLabel(lead.callbackTime)}` : null,
    // Priced by the server from the price list when the request was sent, not by the visitor.
    estimate ? `Prijsindicatie uit de prijswijzer: ${line(estimate)}` : null,
    ...quoted(lead.message),
    photoCount > 0 ? `Foto’s: ${photoCount} (bijgevoegd)` : null,
    "",
    `Verstuurd vanaf: ${lead.pagePath ?? "onbekend"}${lead.town ? ` (plaats: ${lead.town})` : ""}`,
    `Herkomst: ${line(attributionLine(lead) ?? "onbekend")}`,
    `Formulier: ${formVariantName(lead.formVariant)}`,
    `Ontvangen: ${formatDutchTimestamp(lead.createdAt)}`,
    "",
    `Alle aanvragen: ${siteUrl}/admin`,
  ].filter((line) => line !== null);
  // Storm leads say so first, so they stand out in a full inbox; water coming in now says that too.
  const storm = lead.storm ? `STORM${lead.waterNow ? " – water binnen" : ""}: ` : "";
  return {
    subject: `${storm}Nieuwe aanvraag van ${line(lead.name)}${lead.town ? ` (${lead.town})` : ""}`,
    text: lines.join("\n"),
  };
}
