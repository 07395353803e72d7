import { desc } from "drizzle-orm";
import { NextResponse } from "next/server";
import { assertAdmin, NotAuthorisedError } from "@/lib/auth/session";
import { getDatabase } from "@/lib/db/client";
import { contactSubmissions } from "@/lib/db/schema";

/** Quotes a CSV cell, and defuses cells a spreadsheet would run as a formula. */
function cell(value: unknown): string {
  let text = value instanceof Date ? value.toISOString() : value === null || value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replaceAll('"', '""')}"`;
}

/** Every request as CSV (semicolon-separated, as Dutch Excel expects), for a signed-in admin only. */
export async function GET() {
  try {
    await assertAdmin();
  } catch (error) {
    if (error instanceof NotAuthorisedError) return NextResponse.json({ error: "niet ingelogd" }, { status: 401 });
    throw error;
  }
  const { db } = await getDatabase();
  const rows = await db.select().from(contactSubmissions).orderBy(desc(contactSubmissions.createdAt));
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
  ] as const;
  const lines = [columns.join(";"), ...rows.map((row) => columns.map((c) => cell(row[c])).join(";"))];
  return new NextResponse(`\uFEFF${lines.join("\r\n")}\r\n`, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": 'attachment; filename="aanvragen.csv"',
      "cache-control": "no-store",
    },
  });
}
