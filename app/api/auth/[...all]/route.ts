import { getAuth } from "@/lib/auth/auth";

// better-auth's HTTP endpoints (sign-in, sign-out, session). Sign-up is disabled in the auth config.
const handle = async (request: Request) => (await getAuth()).handler(request);

export const GET = handle;
export const POST = handle;
