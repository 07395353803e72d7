// `npm run admin:create -- <e-mail> <password>`: adds an admin account to the configured database.

import { ensureAdmin } from "@/lib/auth/admin-accounts";
import { createAuth } from "@/lib/auth/auth";
import { passwordProblem } from "@/lib/auth/password-rules";
import { databaseUrl, pgliteDir, siteUrl } from "@/lib/config";
import { openDatabase } from "@/lib/db/database";
import { DatabaseLockedError } from "@/lib/db/pglite-lock";
import { authSecret } from "@/lib/security/auth-secret";

const [email, password] = process.argv.slice(2);
if (!email || !password || !email.includes("@")) {
  console.error("Gebruik: npm run admin:create -- <e-mailadres> <wachtwoord>");
  process.exit(2);
}
const problem = passwordProblem(password);
if (problem) {
  console.error(problem);
  process.exit(2);
}

try {
  const handle = await openDatabase({ url: databaseUrl, dir: pgliteDir });
  try {
    const auth = createAuth(handle.db, { secret: authSecret(), baseURL: siteUrl });
    const created = await ensureAdmin(auth, handle.db, email, password);
    console.log(
      created ? `Beheerder ${email} aangemaakt.` : `Er bestaat al een account voor ${email}; niets veranderd.`,
    );
  } finally {
    await handle.close();
  }
} catch (error) {
  if (error instanceof DatabaseLockedError) {
    console.error(`${error.message}\nStop de website eerst, of start hem met ADMIN_EMAIL en ADMIN_PASSWORD.`);
  } else {
    console.error(`Kon de beheerder niet aanmaken: ${error instanceof Error ? error.message : error}`);
  }
  process.exit(1);
}
