import path from "node:path";
import { ensureAdmin, hasAnyAdmin, randomPassword } from "@/lib/auth/admin-accounts";
import { rememberGeneratedPassword } from "@/lib/auth/first-admin";
import { getAuth } from "@/lib/auth/instance";
import { minPasswordLength, passwordProblem } from "@/lib/auth/password-rules";
import { bootstrapAdmin as configuredAdmin, databaseUrl, insecureSiteUrlProblem, settingsProblem } from "@/lib/config";
import { getDatabase } from "@/lib/db/client";
import { DatabaseLockedError } from "@/lib/db/pglite-lock";
import { errorSummary } from "@/lib/logging";
import { startPurgeSchedule } from "@/lib/maintenance/schedule";
import { startNotificationRetries } from "@/lib/notifications/notifier";
import { exposedCacheFunctions } from "@/lib/security/cache-functions";

/**
 * Runs once when the server starts: opens the database (applying migrations), makes sure an admin account exists
 * and starts the e-mail retries and the daily retention purge. A second process on the same PGlite directory stops here with a clear message;
 * an unreachable PostgreSQL server is only logged, so static pages keep working and the next request tries again.
 */
export async function prepareServer(): Promise<void> {
  // server.ts checks these itself; under `next start`, the standalone server or Vercel this is the first place to
  // refuse a bad setting (an address setting that would leave proxy.ts knowing no address, say) or a plain-http
  // public SITE_URL.
  const problem = settingsProblem ?? insecureSiteUrlProblem();
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
  warnOfCallableCacheFunctions();
  startNotificationRetries();
  try {
    const { db } = await getDatabase();
    await bootstrapAdmin(db);
    startPurgeSchedule();
  } catch (error) {
    if (error instanceof DatabaseLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    console.error("Start-up incomplete:", errorSummary(error));
  }
}

/**
 * A build made without `npm run build` (plain `next build`) still lists the site's cached functions as server
 * actions, which anyone could then call to fill the shared cache (lib/security/cache-functions.ts). Said loudly at
 * every start rather than refused: the pages themselves work.
 */
function warnOfCallableCacheFunctions() {
  if (process.env.NODE_ENV !== "production") return;
  try {
    const exposed = exposedCacheFunctions(path.join(process.cwd(), ".next"));
    if (exposed.length > 0) {
      console.error(
        `This build lets anyone call ${exposed.length} cached functions as server actions: build with \`npm run build\` (scripts/build.ts), which takes them out.`,
      );
    }
  } catch (error) {
    console.error("Could not check the build's server actions:", errorSummary(error));
  }
}

async function bootstrapAdmin(db: Awaited<ReturnType<typeof getDatabase>>["db"]) {
  const { email, password } = configuredAdmin;
  if (email && password) {
    // Refused here with the reason, rather than by the sign-in library with an error that would end start-up.
    if (passwordProblem(password)) {
      console.error(`ADMIN_PASSWORD not used: an admin password needs at least ${minPasswordLength} characters.`);
      return;
    }
    if (await ensureAdmin(await getAuth(), db, email, password)) console.log(`Admin account created for ${email}.`);
    return;
  }
  // A local install on the embedded database gets a first admin with a random password, kept in a private file
  // (not in the log). A real deployment (DATABASE_URL) never gets an account nobody asked for.
  if (databaseUrl || (await hasAnyAdmin(db))) return;
  const generated = randomPassword();
  // A reserved example domain: better-auth wants a real-looking address, and this one can never reach anyone.
  await ensureAdmin(await getAuth(), db, "beheer@example.com", generated);
  const file = await rememberGeneratedPassword(db, "beheer@example.com", generated);
  console.log(
    `First admin account created. Sign in at /auth with the details in ${path.relative(process.cwd(), file)} ` +
      "(the file is deleted at the first sign-in: choose your own password under Account).",
  );
}
