import { NextResponse } from "next/server";
import { leadsCsv } from "@/lib/admin/csv";
import { withAdmin } from "@/lib/admin/with-admin";

/** Every request as CSV (semicolon-separated, as Dutch Excel expects), for a signed-in admin only. */
export const GET = withAdmin(
  async () =>
    new NextResponse(await leadsCsv(), {
      headers: {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": 'attachment; filename="aanvragen.csv"',
        "cache-control": "no-store",
      },
    }),
);
