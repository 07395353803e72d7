import "server-only";
import nodemailer, { type Transporter } from "nodemailer";
import { leadsNotifyFrom, leadsNotifyTo, siteUrl, smtpUrl } from "@/lib/config";
import { readCompanyEmail, readCompanyName } from "@/lib/content/site-settings";
import { getDatabase } from "@/lib/db/client";
import { errorSummary } from "@/lib/logging";
import { deliverDueNotifications } from "./outbox";

const holder = globalThis as typeof globalThis & { __leadMailer?: Transporter; __outboxTimer?: NodeJS.Timeout };

/**
 * Sends whatever lead e-mails are due, with the app's SMTP settings. Without SMTP_URL the mails stay in the
 * outbox, where the owner sees them in /admin. Never throws: a mail problem must not disturb a visitor.
 */
export async function flushLeadNotifications(): Promise<void> {
  if (!smtpUrl) return;
  holder.__leadMailer ??= nodemailer.createTransport(smtpUrl);
  try {
    const { db } = await getDatabase();
    const to = leadsNotifyTo ?? (await readCompanyEmail());
    // Batch after batch until nothing is due, or until the mail server refuses (then the retry times apply).
    for (;;) {
      const { sent, failed } = await deliverDueNotifications(db, {
        transport: holder.__leadMailer,
        from: leadsNotifyFrom ?? { name: `Website ${await readCompanyName()}`, address: "website@localhost" },
        to,
        siteUrl,
      });
      if (sent === 0 || failed > 0) break;
    }
  } catch (error) {
    console.error("Lead notifications not sent yet:", errorSummary(error));
  }
}

/** Retries waiting mails every 30 seconds, so they go out once the mail server is back even if no new lead comes. */
export function startNotificationRetries(): void {
  if (!smtpUrl || holder.__outboxTimer) return;
  holder.__outboxTimer = setInterval(flushLeadNotifications, 30_000);
  holder.__outboxTimer.unref();
}
