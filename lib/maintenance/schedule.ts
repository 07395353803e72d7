import "server-only";
import { getDatabase } from "@/lib/db/client";
import { errorSummary } from "@/lib/logging";
import { processTimer } from "@/lib/process-singleton";
import { runDailyPurge } from "./purge";

const hour = 60 * 60 * 1000;

/** Runs the retention purge if no instance ran it today yet. Never throws. */
export async function purgeIfDue(): Promise<void> {
  try {
    const { db } = await getDatabase();
    const report = await runDailyPurge(db);
    if (!report) return;
    const total = Object.values(report.deleted).reduce((a, b) => a + b, 0);
    if (total > 0) console.log(`Purge: removed ${total} expired rows`, report.deleted);
  } catch (error) {
    console.error("Purge did not run:", errorSummary(error));
  }
}

/**
 * The retention purge: tried at start-up and every hour; it runs once per calendar day across every instance on
 * the database (`runDailyPurge` claims the day), so N instances or a restart do not repeat it, and a stopped
 * instance does not skip it while another runs.
 */
export function startPurgeSchedule(): void {
  processTimer("brabant-dakzorg.purge-timer", hour, purgeIfDue, { runNow: true });
}
