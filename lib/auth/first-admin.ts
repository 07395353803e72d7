import "server-only";
import { existsSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { privateDataDir } from "@/lib/db/data-dir";
import { appState } from "@/lib/db/schema";
import type { Database } from "@/lib/db/types";

/**
 * A local install's first admin gets a random password, written to `.data/admin-login.txt` (mode 600, never to
 * the log). The file is deleted at the first sign-in with that account, and the dashboard asks the owner to choose
 * a password of his own; until he does, the launch checklist lists it.
 */
const stateKey = "first-admin";
type FirstAdmin = { email: string; generatedPassword: boolean; fileRemoved: boolean };

export const loginFile = () => path.join(privateDataDir(), "admin-login.txt");

export async function rememberGeneratedPassword(db: Database, email: string, password: string): Promise<string> {
  const file = loginFile();
  writeFileSync(file, `E-mail: ${email}\nWachtwoord: ${password}\n`, { mode: 0o600 });
  const value: FirstAdmin = { email, generatedPassword: true, fileRemoved: false };
  await db
    .insert(appState)
    .values({ key: stateKey, value })
    .onConflictDoUpdate({ target: appState.key, set: { value, updatedAt: new Date() } });
  return file;
}

async function read(db: Database): Promise<FirstAdmin | null> {
  const [row] = await db.select().from(appState).where(eq(appState.key, stateKey));
  return (row?.value as FirstAdmin | undefined) ?? null;
}

async function write(db: Database, value: FirstAdmin) {
  await db.update(appState).set({ value, updatedAt: new Date() }).where(eq(appState.key, stateKey));
}

/** After a successful sign-in: the first admin's login file has done its job and goes. */
export async function forgetGeneratedPassword(db: Database, email: string): Promise<void> {
  const state = await read(db);
  if (!state || state.email !== email || state.fileRemoved) return;
  const file = loginFile();
  if (existsSync(file)) rmSync(file);
  await write(db, { ...state, fileRemoved: true });
}

/** After the owner chose a password of his own. */
export async function passwordChanged(db: Database, email: string): Promise<void> {
  const state = await read(db);
  if (state?.email === email && state.generatedPassword) await write(db, { ...state, generatedPassword: false });
}

/** Whether this account still signs in with the password the install generated (for the dashboard's notices). */
export async function usesGeneratedPassword(db: Database, email?: string): Promise<boolean> {
  const state = await read(db);
  return !!state?.generatedPassword && (email === undefined || state.email === email);
}
