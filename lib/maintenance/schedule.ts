import { getDatabase } from "@/lib/db/client";
import { errorSummary } from "@/lib/logging";
import { purgeExpired } from "./purge";

const holder = globalThis as typeof globalThis & { __purgeTimer?: NodeJS.Timeout };
const day = 24 * 60 * 60 * 1000;

async function runPurge() {
  try {
    const { db } = await getDatabase();
    const report = await purgeExpired(db);
    const total = Object.values(report.deleted).reduce((a, b) => a + b, 0);
    if (total > 0) console.log(`Purge: removed ${total} expired rows`, report.deleted);
  } catch (error) {
    console.error("Purge did not run:", errorSummary(error));
  }
}

/** The retention purge: once at start-up, then every 24 hours for as long as the server runs. */
export function startPurgeSchedule(): void {
  if (holder.__purgeTimer) return;
  void runPurge();
  holder.__purgeTimer = setInterval(runPurge, day);
  holder.__purgeTimer.unref();
}
