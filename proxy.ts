import { type NextRequest, NextResponse } from "next/server";
import { adminPolicy } from "@/lib/security/admin-policy";

/**
 * The admin (/admin, /auth) renders per request, so it gets a strict policy with a fresh nonce each time (see
 * lib/security/admin-policy.ts). Public pages are static HTML shared by every visitor and keep the policy in
 * next.config.ts. This proxy runs for the admin only: a public page costs no extra work.
 */
export function proxy(request: NextRequest) {
  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");
  const policy = adminPolicy(request.nextUrl.pathname, nonce);
  // Next reads the nonce from the request's policy and puts it on the scripts it renders.
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("content-security-policy", policy);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set("content-security-policy", policy);
  return response;
}

export const config = { matcher: ["/admin", "/admin/:path*", "/auth"] };
