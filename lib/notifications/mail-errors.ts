import "server-only";

/** SMTP 5xx answers (such as an unknown mailbox) will not change by trying again. */
export const isPermanentMailError = (error: unknown) => {
  const code = (error as { responseCode?: number }).responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
};
