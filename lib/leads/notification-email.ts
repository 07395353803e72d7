import type { contactSubmissions } from "@/lib/db/schema";
import { attributionLine } from "./attribution";
import { callbackTimeLabel, damageLabel, formVariantName, roofTypeLabel } from "./contract";
import { formatPhone } from "./phone";

type Lead = typeof contactSubmissions.$inferSelect;

/** One line of the mail: stored values are validated, but a line break must never forge another line. */
const line = (value: string) => value.replace(/[\r\n]+/g, " ");

/** The owner's e-mail about one lead: plain text, every field, easy to read on a phone. */
export function leadEmail(lead: Lead, photoCount: number, siteUrl: string) {
  const lines = [
    `Naam: ${line(lead.naam)}`,
    `Telefoon: ${formatPhone(lead.telefoon)}`,
    lead.email ? `E-mail: ${line(lead.email)}` : null,
    lead.adres ? `Adres: ${line(lead.adres)}` : null,
    lead.formVariant === "full" ? `Type dak: ${roofTypeLabel(lead.daktype)}` : null,
    damageLabel(lead.damage) ? `Schade: ${damageLabel(lead.damage)}` : null,
    lead.waterNow === null ? null : `Water komt nu binnen: ${lead.waterNow ? "JA" : "nee"}`,
    callbackTimeLabel(lead.callbackTime) ? `Bellen: ${callbackTimeLabel(lead.callbackTime)}` : null,
    `Bericht: ${lead.bericht ?? "(geen)"}`,
    photoCount > 0 ? `Foto's: ${photoCount} (bijgevoegd)` : null,
    "",
    `Verstuurd vanaf: ${lead.pagePath ?? "onbekend"}${lead.town ? ` (plaats: ${lead.town})` : ""}`,
    `Herkomst: ${line(attributionLine(lead) ?? "onbekend")}`,
    `Formulier: ${formVariantName(lead.formVariant)}`,
    `Ontvangen: ${lead.createdAt.toLocaleString("nl-NL", { timeZone: "Europe/Amsterdam" })}`,
    "",
    `Alle aanvragen: ${siteUrl}/admin`,
  ].filter((line) => line !== null);
  // Storm leads say so first, so they stand out in a full inbox; water coming in now says that too.
  const storm = lead.storm ? `STORM${lead.waterNow ? " – water binnen" : ""}: ` : "";
  return {
    subject: `${storm}Nieuwe aanvraag van ${line(lead.naam)}${lead.town ? ` (${lead.town})` : ""}`,
    text: lines.join("\n"),
  };
}
