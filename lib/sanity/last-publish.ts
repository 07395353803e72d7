import "server-only";
import { eq } from "drizzle-orm";
import { appState } from "@/lib/db/schema";
import type { Database } from "@/lib/db/types";

/**
 * When a signed webhook from the Studio last changed the site. Only a real Sanity project proves that its webhook
 * reaches this site (address, secret, filter, projection): "Klaar voor livegang?" asks for one publish until one has
 * arrived. One row, written per publish (rare), never per visit.
 */
const stateKey = "last-publish";
type LastPublish = { type: string };

export async function recordPublish(db: Database, type: string): Promise<void> {
  const value: LastPublish = { type };
  await db
    .insert(appState)
    .values({ key: stateKey, value })
    .onConflictDoUpdate({ target: appState.key, set: { value, updatedAt: new Date() } });
}

export async function lastPublishAt(db: Database): Promise<Date | null> {
  const [row] = await db.select({ at: appState.updatedAt }).from(appState).where(eq(appState.key, stateKey));
  return row?.at ?? null;
}
