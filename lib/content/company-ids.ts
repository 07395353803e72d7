/**
 * The shapes of the company's registration numbers, which every page's footer shows (a trader's identity, address,
 * KvK number and VAT id: art. 3:15d BW). Plain module without imports: the Studio schema, the dataset check and the
 * admin's launch checklist share it.
 */

/** A KvK number: eight digits. */
export const isKvkNumber = (kvk: string | null | undefined) => !!kvk && /^\d{8}$/.test(kvk);

/** A Dutch btw-identificatienummer: NL, nine digits, B and two digits (NL000099998B57), written without spaces. */
export const isDutchVatId = (vatId: string | null | undefined) => !!vatId && /^NL\d{9}B\d{2}$/.test(vatId);

/** Digit runs that only a placeholder has: 12345678, 00000000 and the like. */
const placeholderDigits = /12345678|87654321|00000000|11111111|99999999/;

/** True when a number is still the demonstration value the site was shipped with (or one that looks like it). */
export const isPlaceholderNumber = (value: string) => placeholderDigits.test(value.replace(/\D/g, ""));
