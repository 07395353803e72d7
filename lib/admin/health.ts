import "server-only";
import { count } from "drizzle-orm";
import { getDatabase } from "@/lib/db/client";
import { contactSubmissions } from "@/lib/db/schema";
import { selfOrigin } from "./self-origin";

export type HealthStatus = "online" | "offline";

/** Whether this server answers its own home page. */
export async function checkWebsite(): Promise<HealthStatus> {
  const origin = selfOrigin();
  try {
    const response = await fetch(`${origin}/`, {
      method: "HEAD",
      cache: "no-store",
    });
    return response.ok ? "online" : "offline";
  } catch {
    return "offline";
  }
}

/** Whether the database opens and answers a query on the requests table (the one the forms write to). */
export async function checkDatabase(): Promise<HealthStatus> {
  try {
    const { db } = await getDatabase();
    await db.select({ n: count() }).from(contactSubmissions);
    return "online";
  } catch {
    return "offline";
  }
}
