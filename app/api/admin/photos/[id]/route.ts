import { NextResponse } from "next/server";
import { findLeadPhoto } from "@/lib/admin/photos";
import { withAdmin } from "@/lib/admin/with-admin";

/** A lead's photo, for a signed-in admin only. */
export const GET = withAdmin(async (_request, { params }: { params: Promise<{ id: string }> }) => {
  const photo = await findLeadPhoto((await params).id);
  if (!photo) return NextResponse.json({ error: "onbekend" }, { status: 404 });
  return new NextResponse(new Uint8Array(photo.data), {
    headers: { "content-type": photo.contentType, "cache-control": "private, no-store" },
  });
});
