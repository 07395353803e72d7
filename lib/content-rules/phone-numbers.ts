import { parsePhoneNumberFromString } from "libphonenumber-js";

/**
 * The number a visitor reads and the number the call button dials are one number: "Zoals getoond" read as a Dutch
 * number is the same as "Internationaal". Otherwise the site shows one number and calls another.
 */
export function phoneMismatch(phone: { display?: unknown; e164?: unknown } | undefined): string | undefined {
  const { display, e164 } = phone ?? {};
  if (typeof display !== "string" || display.trim() === "" || typeof e164 !== "string") return undefined;
  const shown = parsePhoneNumberFromString(display, "NL");
  if (!shown?.isPossible()) {
    return `"${display}" is geen telefoonnummer dat we kunnen bellen. Schrijf het zoals bezoekers het intypen, bijvoorbeeld 0413 20 30 40.`;
  }
  if (shown.number === e164) return undefined;
  return `"${display}" is een ander nummer dan het internationale nummer ${e164}, dat de belknop belt. Pas het nummer aan dat niet klopt; bij ${display} hoort internationaal ${shown.number}.`;
}
