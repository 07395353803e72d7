import "server-only";
import { allLeads, type LeadRow } from "./leads";

/** The export's columns, in order; the header row names them as they are stored. */
const columns = [
  "createdAt",
  "naam",
  "telefoon",
  "email",
  "adres",
  "daktype",
  "bericht",
  "town",
  "pagePath",
  "formVariant",
  "status",
  "isTest",
  "callbackTime",
  // The price guide's estimate the request came with: priced by the server, empty without one.
  "estimateTitle",
  "estimateSize",
  "estimateUnit",
  "estimateLow",
  "estimateHigh",
  "channel",
  "landingPage",
  "referrerHost",
  "utmSource",
  "utmMedium",
  "utmCampaign",
  "utmTerm",
  "utmContent",
  "clickIdType",
  "clickId",
  "device",
  "firstContactAt",
] as const satisfies readonly (keyof LeadRow)[];

/** Quotes a CSV cell, and defuses cells a spreadsheet would run as a formula. */
function cell(value: unknown): string {
  let text = value instanceof Date ? value.toISOString() : value === null || value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replaceAll('"', '""')}"`;
}

/** Rows as CSV: semicolon-separated with CRLF line ends and a byte-order mark, as Dutch Excel expects. */
export function toCsv(rows: LeadRow[]): string {
  const lines = [columns.join(";"), ...rows.map((row) => columns.map((c) => cell(row[c])).join(";"))];
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

/** Every request, newest first, as CSV. */
export async function leadsCsv(): Promise<string> {
  return toCsv(await allLeads());
}
