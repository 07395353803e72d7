import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import { signinFailures, trustedSigninAddresses } from "@/lib/db/schema";
import type { Database } from "@/lib/db/types";
import { hashIdentifier, hashIp } from "@/lib/security/client-ip";

/**
 * How sign-in attempts are slowed down. Only failures count, and a success clears them. Three counters:
 *
 * - per account and address: five free failures, then a wait that doubles per failure (30 s, 1 min, … 15 min).
 *   A guesser on one address is slowed to a crawl; the owner on another address is not affected at all.
 * - per address, over all accounts: twenty free failures, then the same doubling (credential stuffing).
 * - per account, over all addresses: after thirty failures in the window, at most one attempt per ten seconds
 *   for addresses the account never signed in from. A guesser with many addresses gets 360 guesses an hour at
 *   most; the owner, on an address he signed in from before, is never held back by it.
 *
 * Nothing blocks an account outright, and every refusal says how long to wait. A refused attempt never reaches
 * the password check, so the counters also bound the CPU spent on password hashing.
 */
export const throttleRules = {
  windowSeconds: 15 * 60,
  pairFreeFailures: 5,
  addressFreeFailures: 20,
  accountFreeFailures: 30,
  accountSpacingSeconds: 10,
  firstWaitSeconds: 30,
  maxWaitSeconds: 15 * 60,
} as const;

export type Throttle = { allowed: true } | { allowed: false; waitSeconds: number; reason: "address" | "account" };

type Keys = { account: string; address: string; pair: string; accountKey: string; addressKey: string };

function keysFor(email: string, address: string): Keys {
  const account = hashIdentifier("signin-account", email);
  const addr = hashIp(address);
  return {
    account,
    address: addr,
    pair: `pair:${account}:${addr}`,
    accountKey: `account:${account}`,
    addressKey: `address:${addr}`,
  };
}

/** Whether an attempt for this account from this address may be checked now, and if not, for how long not. */
export async function checkSignIn(db: Database, email: string, address: string): Promise<Throttle> {
  const keys = keysFor(email, address);
  const [rows, trusted] = await Promise.all([
    db
      .select({ key: signinFailures.key, blockedUntil: signinFailures.blockedUntil })
      .from(signinFailures)
      .where(inArray(signinFailures.key, [keys.pair, keys.addressKey, keys.accountKey])),
    db
      .select({ account: trustedSigninAddresses.account })
      .from(trustedSigninAddresses)
      .where(and(eq(trustedSigninAddresses.account, keys.account), eq(trustedSigninAddresses.address, keys.address))),
  ]);
  const now = Date.now();
  let wait = { seconds: 0, reason: "address" as "address" | "account" };
  for (const row of rows) {
    if (row.key === keys.accountKey && trusted.length > 0) continue;
    const seconds = row.blockedUntil ? Math.ceil((row.blockedUntil.getTime() - now) / 1000) : 0;
    if (seconds > wait.seconds) wait = { seconds, reason: row.key === keys.accountKey ? "account" : "address" };
  }
  return wait.seconds > 0 ? { allowed: false, waitSeconds: wait.seconds, reason: wait.reason } : { allowed: true };
}

/** The wait after the n-th failure: none before the `free`-th, then 30 s, doubling with every further failure. */
const doublingWait = (failures: number, free: number) =>
  failures < free ? 0 : Math.min(throttleRules.firstWaitSeconds * 2 ** (failures - free), throttleRules.maxWaitSeconds);

async function countFailure(db: Database, key: string, waitFor: (failures: number) => number) {
  const window = throttleRules.windowSeconds;
  const result = await db.execute<{ failures: number }>(sql`
    insert into signin_failures (key, failures, window_start) values (${key}, 1, now())
    on conflict (key) do update set
      failures = case when signin_failures.window_start < now() - make_interval(secs => ${window})
        then 1 else signin_failures.failures + 1 end,
      window_start = case when signin_failures.window_start < now() - make_interval(secs => ${window})
        then now() else signin_failures.window_start end
    returning failures`);
  const failures = Number((result as unknown as { rows: { failures: number }[] }).rows[0]?.failures ?? 1);
  const wait = waitFor(failures);
  if (wait > 0) {
    await db
      .update(signinFailures)
      .set({ blockedUntil: sql`now() + make_interval(secs => ${wait})` })
      .where(eq(signinFailures.key, key));
  }
}

/** A wrong password: counted on all three counters. */
export async function recordSignInFailure(db: Database, email: string, address: string): Promise<void> {
  const keys = keysFor(email, address);
  await countFailure(db, keys.pair, (n) => doublingWait(n, throttleRules.pairFreeFailures));
  await countFailure(db, keys.addressKey, (n) => doublingWait(n, throttleRules.addressFreeFailures));
  await countFailure(db, keys.accountKey, (n) =>
    n > throttleRules.accountFreeFailures ? throttleRules.accountSpacingSeconds : 0,
  );
}

/** A right password: this address's failures are forgiven and it becomes a trusted address of the account. */
export async function recordSignInSuccess(db: Database, email: string, address: string): Promise<void> {
  const keys = keysFor(email, address);
  await db.delete(signinFailures).where(inArray(signinFailures.key, [keys.pair, keys.addressKey]));
  await db
    .insert(trustedSigninAddresses)
    .values({ account: keys.account, address: keys.address })
    .onConflictDoUpdate({
      target: [trustedSigninAddresses.account, trustedSigninAddresses.address],
      set: { lastSuccessAt: sql`now()` },
    });
}

/** Dutch for "wait this long", rounded up to what a person reads: "45 seconden", "2 minuten". */
export function waitInWords(seconds: number): string {
  if (seconds < 60) return `${seconds} ${seconds === 1 ? "seconde" : "seconden"}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} ${minutes === 1 ? "minuut" : "minuten"}`;
}
