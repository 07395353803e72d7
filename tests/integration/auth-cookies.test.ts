import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAuth } from "@/lib/auth/auth";
import { insecureSiteUrlProblem } from "@/lib/config";
import { type TestDatabase, testDatabases } from "../support/test-databases";

// The session cookie is Secure (and __Secure- prefixed) whenever SITE_URL is https. The
// refusal to start with an http SITE_URL is tried on a real process in tests/e2e/shared/attacks-held.spec.ts.

const secret = "vitest-auth-secret-that-is-long-enough-0123456789";
const account = { email: "beheer@cookies.example", password: "cookie-wachtwoord-123" };

describe("the sign-in cookie", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await testDatabases.pglite();
  });
  afterAll(async () => database?.cleanup());

  /** The Set-Cookie of a real sign-in (better-auth's sign-in, as the form calls it) for a site at `baseURL`. */
  async function sessionCookie(baseURL: string): Promise<string> {
    const auth = createAuth(database.handle.db, { secret, baseURL, trustedOrigins: [baseURL] });
    if ((await database.handle.db.query.authUsers.findMany()).length === 0) {
      await auth.api.createUser({ body: { ...account, name: "Beheerder", role: "admin" } });
    }
    const { headers } = await auth.api.signInEmail({ body: account, returnHeaders: true });
    const cookie = headers.getSetCookie().find((c) => /session_token=/.test(c));
    if (!cookie) throw new Error("no session cookie");
    return cookie;
  }

  it("is Secure and __Secure- prefixed when SITE_URL is https", async () => {
    const cookie = await sessionCookie("https://www.brabantdakzorg.example");
    expect(cookie).toMatch(/^__Secure-/);
    expect(cookie).toMatch(/;\s*Secure/i);
    expect(cookie).toMatch(/;\s*HttpOnly/i);
  });

  it("is not marked Secure on the plain-http local address, where a browser would drop it", async () => {
    const cookie = await sessionCookie("http://localhost:3000");
    expect(cookie).not.toMatch(/^__Secure-/);
    expect(cookie).not.toMatch(/;\s*Secure/i);
  });

  it("an http SITE_URL on a public host is a start-up problem in production, unless allowed", () => {
    const production = { NODE_ENV: "production" } as const;
    expect(insecureSiteUrlProblem({ ...production, SITE_URL: "http://brabantdakzorg.example" })).toMatch(/not https/);
    expect(
      insecureSiteUrlProblem({ ...production, SITE_URL: "http://brabantdakzorg.example", ALLOW_HTTP_SITE_URL: "1" }),
    ).toBeNull();
    expect(insecureSiteUrlProblem({ ...production, SITE_URL: "https://brabantdakzorg.example" })).toBeNull();
    expect(insecureSiteUrlProblem({ ...production, SITE_URL: "http://127.0.0.1:3000" })).toBeNull();
  });
});
