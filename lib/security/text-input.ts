/**
 * The one rule for control characters in text that visitors and the owner type. PostgreSQL refuses a NUL byte in
 * text (the insert fails, and the request with it), and other control characters only confuse the admin and the
 * owner's e-mail; tab and line breaks stay where a text may have lines.
 */

const allowedControls = new Set([9, 10, 13]);

/** The text without control characters (tab and line breaks kept), trimmed. */
export function withoutControlCharacters(value: string): string {
  return Array.from(value)
    .filter((char) => {
      const code = char.charCodeAt(0);
      return allowedControls.has(code) || (code >= 32 && code !== 127);
    })
    .join("")
    .trim();
}

/** True when the text holds a control character other than tab and line breaks (NUL among them). */
export function hasControlCharacters(value: string): boolean {
  for (const char of value) {
    const code = char.charCodeAt(0);
    if ((code < 32 && !allowedControls.has(code)) || code === 127) return true;
  }
  return false;
}
