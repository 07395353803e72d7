import "server-only";
import { eq } from "drizzle-orm";
import { getDatabase } from "@/lib/db/client";
import { leadPhotos } from "@/lib/db/schema";
import { isUuid } from "./ids";

/** A lead's stored photo (a re-encoded JPEG), or null for an unknown id; a malformed id never reaches the database. */
export async function findLeadPhoto(id: string): Promise<{ contentType: string; data: Buffer } | null> {
  if (!isUuid(id)) return null;
  const { db } = await getDatabase();
  const [photo] = await db
    .select({ contentType: leadPhotos.contentType, data: leadPhotos.data })
    .from(leadPhotos)
    .where(eq(leadPhotos.id, id));
  return photo ?? null;
}
