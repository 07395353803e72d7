/**
 * What a visitor typed in a request form, kept in the tab (sessionStorage) until the request is accepted, so a
 * reload, a back-navigation or a dropped connection loses nothing. Never beyond the tab (it is gone when the tab
 * closes), never sent anywhere; photos cannot be kept this way and are not. The privacy policy says so. Client code.
 */

export type Draft = { key: string; fields: Record<string, string> };

const storageKey = (form: string) => `bd-aanvraag:${form}`;

/** A field's name before it was renamed: a draft kept in a tab that stayed open across the change still fits. */
const formerNames: Partial<Record<string, string>> = { roofType: "daktype" };

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
    for (const field of typedFields(form)) if (field.name && field.value) fields[field.name] = field.value;
    sessionStorage.setItem(storageKey(name), JSON.stringify({ key, fields } satisfies Draft));
  } catch {}
}

/** Puts a kept draft back into the form's fields; returns it (for its idempotency key), or null. */
export function restoreDraft(name: string, form: HTMLFormElement): Draft | null {
  try {
    const draft = JSON.parse(sessionStorage.getItem(storageKey(name)) ?? "null") as Draft | null;
    if (!draft || typeof draft.key !== "string") return null;
    for (const field of typedFields(form)) {
      const former = formerNames[field.name];
      const value = draft.fields?.[field.name] ?? (former ? draft.fields?.[former] : undefined);
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
