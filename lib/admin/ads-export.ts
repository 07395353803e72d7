import "server-only";
import { and, asc, eq, isNotNull } from "drizzle-orm";
import { getDatabase } from "@/lib/db/client";
import { contactSubmissions } from "@/lib/db/schema";
import { formatDutchTimeWithOffset } from "@/lib/time/dutch-time";

/**
 * Won requests for Google Ads' offline conversion import: the template's columns, comma-separated, one row per won
 * request that arrived through an ad click with a GCLID. The "Google Click ID" column takes GCLIDs only; won
 * requests with a gbraid or wbraid (iOS app and web traffic) are counted but need the Ads API, not this file.
 */
export const adsColumns = [
  "Google Click ID",
  "Conversion Name",
  "Conversion Time",
  "Conversion Value",
  "Conversion Currency",
] as const;

/** "2026-11-23 14:05:00+01:00": Dutch local time with its offset, a format the import accepts per row. */
export const conversionTime = formatDutchTimeWithOffset;

/** A CSV cell: quoted when it holds a comma or a quote, and a formula never starts a cell. */
function cell(value: string): string {
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export type WonAdLead = { clickId: string; clickIdType: string | null; wonAt: Date };

export function adsConversionsCsv(leads: WonAdLead[], conversion: { name: string; value: number }): string {
  const rows = leads
    .filter((lead) => lead.clickIdType === "gclid")
    .map((lead) =>
      [lead.clickId, conversion.name, conversionTime(lead.wonAt), conversion.value.toFixed(2), "EUR"]
        .map(cell)
        .join(","),
    );
  return `${[adsColumns.join(","), ...rows].join("\r\n")}\r\n`;
}

/** Won requests with an ad click id, oldest first; the conversion time is when the status became "won". */
export async function wonAdLeads(): Promise<WonAdLead[]> {
  const { db } = await getDatabase();
  const rows = await db
    .select({
      clickId: contactSubmissions.clickId,
      clickIdType: contactSubmissions.clickIdType,
      statusChangedAt: contactSubmissions.statusChangedAt,
      createdAt: contactSubmissions.createdAt,
    })
    .from(contactSubmissions)
    .where(
      and(
        eq(contactSubmissions.status, "won"),
        isNotNull(contactSubmissions.clickId),
        eq(contactSubmissions.isTest, false),
      ),
    )
    .orderBy(asc(contactSubmissions.createdAt));
  return rows.map((row) => ({
    clickId: row.clickId ?? "",
    clickIdType: row.clickIdType,
    wonAt: row.statusChangedAt ?? row.createdAt,
  }));
}
