import { NextResponse } from "next/server";
import { adsConversionsCsv, wonAdLeads } from "@/lib/admin/ads-export";
import { leadHandling } from "@/lib/admin/lead-handling";
import { withAdmin } from "@/lib/admin/with-admin";

/** Won requests from ad clicks in Google Ads' offline conversion import format, for a signed-in admin only. */
export const GET = withAdmin(async () => {
  const [leads, handling] = await Promise.all([wonAdLeads(), leadHandling()]);
  const { adsConversionName: name, adsConversionValue: value } = handling.leadHandling;
  return new NextResponse(adsConversionsCsv(leads, { name, value }), {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": 'attachment; filename="google-ads-conversies.csv"',
      "cache-control": "no-store",
    },
  });
});
