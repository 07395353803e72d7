/** Builds the outbound contact links. Numbers and messages come from site settings; these only format them. */

/** `tel:` link from an E.164 number such as +31413203040. */
export function telHref(e164: string): string {
  return `tel:${e164.replace(/[^+\d]/g, "")}`;
}

/** WhatsApp chat with a prefilled message. `number` is international without the plus, e.g. 31612345678. */
export function whatsappHref(number: string, message: string): string {
  return `https://wa.me/${number.replace(/\D/g, "")}?text=${encodeURIComponent(message)}`;
}
