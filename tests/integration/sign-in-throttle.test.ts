import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { checkSignIn, recordSignInFailure, recordSignInSuccess, throttleRules } from "@/lib/auth/sign-in-throttle";
import { signinFailures, trustedSigninAddresses } from "@/lib/db/schema";
import { describeOnEachDatabase } from "../support/test-databases";

const owner = "eigenaar@example.nl";

describeOnEachDatabase("sign-in throttling", [signinFailures, trustedSigninAddresses], (db) => {
  it("slows one address down after five failures, with a wait that doubles, and never the owner elsewhere", async () => {
    for (let i = 0; i < throttleRules.pairFreeFailures; i++) {
      expect((await checkSignIn(db, owner, "198.51.100.1")).allowed).toBe(true);
      await recordSignInFailure(db, owner, "198.51.100.1");
    }
    const held = await checkSignIn(db, owner, "198.51.100.1");
    expect(held).toMatchObject({ allowed: false, reason: "address" });
    expect(!held.allowed && held.waitSeconds).toBeGreaterThan(25);
    expect(!held.allowed && held.waitSeconds).toBeLessThanOrEqual(30);
    // The owner, on another address, is not held back.
    expect((await checkSignIn(db, owner, "203.0.113.7")).allowed).toBe(true);
    // The next failure (once allowed) waits twice as long.
    await db.update(signinFailures).set({ blockedUntil: null });
    await recordSignInFailure(db, owner, "198.51.100.1");
    const longer = await checkSignIn(db, owner, "198.51.100.1");
    expect(!longer.allowed && longer.waitSeconds).toBeGreaterThan(55);
  });

  it("counts failures only: successes clear an address and do not count", async () => {
    for (let i = 0; i < 4; i++) await recordSignInFailure(db, owner, "198.51.100.2");
    await recordSignInSuccess(db, owner, "198.51.100.2");
    for (let i = 0; i < 4; i++) await recordSignInFailure(db, owner, "198.51.100.2");
    expect((await checkSignIn(db, owner, "198.51.100.2")).allowed).toBe(true);
  });

  it("spaces attempts on an attacked account for new addresses, but not for one the owner used before", async () => {
    await recordSignInSuccess(db, owner, "203.0.113.7");
    // A guesser with many addresses: four failures each, never enough to slow one address down.
    for (let i = 0; i <= throttleRules.accountFreeFailures; i++) {
      await recordSignInFailure(db, owner, `198.51.${Math.floor(i / 4)}.${i % 4}`);
    }
    expect(await checkSignIn(db, owner, "192.0.2.200")).toMatchObject({ allowed: false, reason: "account" });
    expect((await checkSignIn(db, owner, "203.0.113.7")).allowed).toBe(true);
    // Nothing blocks outright: the account-wide wait is short.
    const spaced = await checkSignIn(db, owner, "192.0.2.200");
    expect(!spaced.allowed && spaced.waitSeconds).toBeLessThanOrEqual(throttleRules.accountSpacingSeconds);
  });

  it("forgets failures after the window", async () => {
    for (let i = 0; i < 6; i++) await recordSignInFailure(db, owner, "198.51.100.3");
    await db.update(signinFailures).set({
      windowStart: sql`now() - interval '1 hour'`,
      blockedUntil: sql`now() - interval '1 second'`,
    });
    await recordSignInFailure(db, owner, "198.51.100.3");
    expect((await checkSignIn(db, owner, "198.51.100.3")).allowed).toBe(true);
  });
});
