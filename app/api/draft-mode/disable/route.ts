import { draftMode } from "next/headers";
import { NextResponse } from "next/server";

/** Leaves the preview: draft mode off, back to the page as visitors see it (a path of this site only). */
export async function GET(request: Request): Promise<Response> {
  (await draftMode()).disable();
  const to = new URL(request.url).searchParams.get("terug") ?? "/";
  const path = to.startsWith("/") && !to.startsWith("//") && !to.startsWith("/\\") ? to : "/";
  return NextResponse.redirect(new URL(path, request.url), 303);
}
