import "server-only";
import { parsePhoneNumberFromString } from "libphonenumber-js/max";

/**
 * Phone numbers as visitors write them: 06-12345678, +31 (0)6 12345678, 0031 6…, 013-1234567, a Belgian +32 …
 * libphonenumber knows every country's number plan, so this accepts what people really type and refuses what
 * cannot be dialled. Numbers without a country code are Dutch. The full metadata (`/max`): the small default set
 * takes "12345" for a Dutch number. Server-side only, so its size costs the visitor nothing.
 */
export function parsePhone(input: string): string | null {
  const parsed = parsePhoneNumberFromString(input, { defaultCountry: "NL" });
  return parsed?.isValid() ? parsed.number : null;
}

/** How the owner reads a stored number: national format for Dutch numbers ("06 12345678"), else international. */
export function formatPhone(e164: string): string {
  const parsed = parsePhoneNumberFromString(e164);
  if (!parsed) return e164;
  return parsed.country === "NL" ? parsed.formatNational() : parsed.formatInternational();
}
