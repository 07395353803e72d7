import { type NextRequest, NextResponse } from "next/server";
import { checkDatabase } from "@/lib/admin/health";

/**
 * For a load balancer's or container's health check: 200 as soon as this instance serves requests, without
 * touching the database, so a database outage does not take every instance out of rotation at once (static pages
 * keep working). `?db=1` also asks the database, for a deliberate deep check; 503 when it does not answer. No
 * personal data, never cached, not in the sitemap (the route registry does not list it).
 */
export async function GET(request: NextRequest) {
  const headers = { "cache-control": "no-store" };
  if (request.nextUrl.searchParams.get("db") !== "1") return NextResponse.json({ status: "ok" }, { headers });
  const database = await checkDatabase();
  return NextResponse.json(
    { status: database === "online" ? "ok" : "database offline", database },
    { status: database === "online" ? 200 : 503, headers },
  );
}
