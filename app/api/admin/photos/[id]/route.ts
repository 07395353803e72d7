import { eq } from "drizzle-orm";
import { NextResponse } from "next/server";
import { isUuid } from "@/lib/admin/ids";
import { assertAdmin, NotAuthorisedError } from "@/lib/auth/session";
import { getDatabase } from "@/lib/db/client";
import { leadPhotos } from "@/lib/db/schema";

/** A lead's photo, for a signed-in admin only. */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  try {
    await assertAdmin();
  } catch (error) {
    if (error instanceof NotAuthorisedError) return NextResponse.json({ error: "niet ingelogd" }, { status: 401 });
    throw error;
  }
  const { id } = await params;
  if (!isUuid(id)) return NextResponse.json({ error: "onbekend" }, { status: 404 });
  const { db } = await getDatabase();
  const [photo] = await db.select().from(leadPhotos).where(eq(leadPhotos.id, id));
  if (!photo) return NextResponse.json({ error: "onbekend" }, { status: 404 });
  return new NextResponse(new Uint8Array(photo.data), {
    headers: { "content-type": photo.contentType, "cache-control": "private, max-age=3600" },
  });
}
