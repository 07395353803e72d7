import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PasswordForm } from "@/components/admin/password-form";
import { ensureAdmin } from "@/lib/auth/admin-accounts";
import { createAuth } from "@/lib/auth/auth";
import { minPasswordLength, passwordProblem } from "@/lib/auth/password-rules";
import { type TestDatabase, testDatabases } from "../support/test-databases";

// One minimum length for an admin password, wherever one is chosen: the account form, its server action (which
// refuses with passwordProblem before the sign-in library checks it again), the sign-in library's own rule and
// `npm run admin:create`. Each is tried one character short of the rule and at the rule.

const secret = "vitest-auth-secret-that-is-long-enough-0123456789";
const tooShort = "d".repeat(minPasswordLength - 1);
const justLongEnough = "e".repeat(minPasswordLength);

describe("the minimum admin password length", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await testDatabases.pglite();
  });
  afterAll(async () => database?.cleanup());

  it("is twelve characters", () => {
    expect(minPasswordLength).toBe(12);
  });

  it("the account form asks for it, in its words and in the browser's own check", () => {
    const markup = renderToStaticMarkup(createElement(PasswordForm));
    const input = (name: string) => markup.match(new RegExp(`<input[^>]*name="${name}"[^>]*>`))?.[0] ?? "";
    expect(input("new")).toContain(`minLength="${minPasswordLength}"`);
    expect(input("repeat")).toContain(`minLength="${minPasswordLength}"`);
    expect(markup).toContain(`Nieuw wachtwoord (minstens ${minPasswordLength} tekens)`);
  });

  it("the server action's rule refuses one character less, with the same number", () => {
    expect(passwordProblem(tooShort)).toBe(`Kies een wachtwoord van minstens ${minPasswordLength} tekens.`);
    expect(passwordProblem(justLongEnough)).toBeNull();
  });

  it("an admin account is never made, nor its password changed, with one character less", async () => {
    const auth = createAuth(database.handle.db, {
      secret,
      baseURL: "http://localhost:3000",
      trustedOrigins: ["http://localhost:3000"],
    });
    const email = "kort@wachtwoord.example";
    const db = database.handle.db;
    await expect(ensureAdmin(auth, db, email, tooShort)).rejects.toThrow(`minstens ${minPasswordLength} tekens`);
    expect(await ensureAdmin(auth, db, email, justLongEnough)).toBe(true);

    const { headers } = await auth.api.signInEmail({
      body: { email, password: justLongEnough },
      returnHeaders: true,
    });
    const cookie = headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const change = (newPassword: string) =>
      auth.api.changePassword({
        body: { currentPassword: justLongEnough, newPassword },
        headers: new Headers({ cookie }),
      });
    await expect(change(tooShort)).rejects.toThrow(/short/i);
    await expect(change(`${justLongEnough}f`)).resolves.toBeTruthy();
  });

  it("npm run admin:create refuses one character less and takes the minimum", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "admin-create-"));
    try {
      const run = (password: string) =>
        spawnSync("npm", ["run", "--silent", "admin:create", "--", "script@wachtwoord.example", password], {
          encoding: "utf8",
          env: { ...process.env, PGLITE_DIR: path.join(dir, "db"), DATABASE_URL: "", BETTER_AUTH_SECRET: secret },
        });
      const refused = run(tooShort);
      expect(refused.status).toBe(2);
      expect(refused.stderr).toContain(`minstens ${minPasswordLength} tekens`);
      const created = run(justLongEnough);
      expect(created.stderr).toBe("");
      expect(created.status).toBe(0);
      expect(created.stdout).toContain("aangemaakt");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
