import { getSiteSettings } from "@/lib/content/site-settings";
import { startNotificationRetries } from "@/lib/leads/notifier";
import { getDatabase } from "./client";
import { DatabaseLockedError } from "./pglite-lock";

/**
 * Opens the database and applies migrations when the server starts. A second process on the same PGlite
 * directory stops here with a clear message instead of failing on a visitor's request. An unreachable
 * PostgreSQL server is only logged: static pages keep working and the next request tries again.
 */
export async function prepareDatabaseAtStartup(): Promise<void> {
  startNotificationRetries(async () => (await getSiteSettings()).email);
  try {
    await getDatabase();
  } catch (error) {
    if (error instanceof DatabaseLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    console.error("Database not available at start-up:", error instanceof Error ? error.message : error);
  }
}
