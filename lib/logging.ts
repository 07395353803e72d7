/**
 * What an error may say in the log. A failed database query carries its SQL and its parameters in the message
 * (Drizzle: "Failed query: … params: …"), and the parameters are what a visitor typed: a name, a phone number.
 * The log gets the database's own reason and code instead, never the query.
 */
export function errorSummary(error: unknown): string {
  if (!(error instanceof Error)) return String(error).slice(0, 300);
  const cause = error.cause instanceof Error ? error.cause : null;
  const source = cause ?? error;
  const code = (source as { code?: unknown }).code;
  const message = source.message.split(/\n\s*params:/)[0]!.replace(/^Failed query:[\s\S]*$/, "database query failed");
  return `${message.slice(0, 300)}${typeof code === "string" ? ` (${code})` : ""}`;
}
