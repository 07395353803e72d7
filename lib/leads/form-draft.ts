/**
 * What a visitor typed in a request form, kept in the tab (sessionStorage) for a short while, so a reload, a
 * back-navigation or a dropped connection loses nothing. Kept no longer than needed, since a shared computer (a
 * library, a family tablet) brings a tab's storage back with "reopen closed tab" and session restore: each save
 * carries its time, and a draft half an hour after the last keystroke is no longer restored but removed. Never the
 * e-mail address or the street address: the browser's own autofill gives those back in one tap, and they say most
 * about who typed them. Removed too once the request is accepted; never sent anywhere; photos cannot be kept this way
 * and are not. The privacy policy says so (Studio → Juridische pagina → Privacybeleid). Client code.
 */

export type Draft = { key: string; savedAt: number; fields: Record<string, string> };

/** How long after the last keystroke a draft is still given back. */
export const draftLifetimeMs = 30 * 60 * 1000;

/** Fields never kept, by their name in the form (lib/forms/contract.ts). */
const neverKept = new Set(["email", "address"]);

const storageKey = (form: string) => `bd-aanvraag:${form}`;

/** The text fields a person fills in: no hidden fields (the key is kept apart), no honeypot, no files. */
function typedFields(form: HTMLFormElement): (HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement)[] {
  return [...form.elements].filter(
    (element): element is HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement =>
      (element instanceof HTMLInputElement &&
        ["text", "email", "tel"].includes(element.type) &&
        element.tabIndex >= 0) ||
      element instanceof HTMLTextAreaElement ||
      element instanceof HTMLSelectElement,
  );
}

export function saveDraft(name: string, form: HTMLFormElement, key: string) {
  try {
    const fields: Record<string, string> = {};
    for (const field of typedFields(form)) {
      if (field.name && field.value && !neverKept.has(field.name)) fields[field.name] = field.value;
    }
    sessionStorage.setItem(storageKey(name), JSON.stringify({ key, savedAt: Date.now(), fields } satisfies Draft));
  } catch {}
}

/** Puts a kept draft back into the form's fields; returns it (for its idempotency key), or null. */
export function restoreDraft(name: string, form: HTMLFormElement): Draft | null {
  try {
    const draft = JSON.parse(sessionStorage.getItem(storageKey(name)) ?? "null") as Draft | null;
    if (!draft) return null;
    // Too old, or kept before drafts carried their time: gone, not given back.
    if (
      typeof draft.key !== "string" ||
      typeof draft.savedAt !== "number" ||
      Date.now() - draft.savedAt > draftLifetimeMs
    ) {
      clearDraft(name);
      return null;
    }
    for (const field of typedFields(form)) {
      const value = neverKept.has(field.name) ? undefined : draft.fields?.[field.name];
      // Never over what the visitor is typing now (the page may still be loading when they start).
      if (typeof value === "string" && !field.value && field !== document.activeElement) field.value = value;
    }
    return draft;
  } catch {
    return null;
  }
}

export function clearDraft(name: string) {
  try {
    sessionStorage.removeItem(storageKey(name));
  } catch {}
}
