import "server-only";
import nodemailer, { type Transporter } from "nodemailer";
import { leadsNotifyFrom, leadsNotifyTo, siteUrl, smtpUrl } from "@/lib/config";
import { readCompanyEmail, readCompanyName } from "@/lib/content/site-settings";
import { getDatabase } from "@/lib/db/client";
import { errorSummary } from "@/lib/logging";
import { deliverDueDeviceMails } from "@/lib/notifications/device-mail";
import { flushPushNotifications, pushEnabled } from "@/lib/notifications/flush";
import { processSingleton, processTimer } from "@/lib/process-singleton";
import { deliverDueNotifications } from "./outbox";

/**
 * Sends whatever lead notifications are due: the owner's e-mails and the push messages to the owner's devices, each
 * on its own (a mail server that is down holds up no push, and the other way round). Never throws. `pushes: false`
 * (a lead that made no push message: no device subscribed) skips the push outbox; the 30-second retries and
 * /api/cron look at it anyway.
 */
export async function flushLeadNotifications(options: { pushes?: boolean } = {}): Promise<void> {
  await Promise.all([flushOwnerMails(), options.pushes === false ? undefined : flushPushNotifications()]);
}

/**
 * Sends whatever e-mails to the owner are due, with the app's SMTP settings: the lead e-mails, and the notices that a
 * device was added for push messages (lib/notifications/device-mail.ts). Without SMTP_URL they stay in their outboxes, the
 * lead e-mails visible in /admin, and go once it is set. Never throws: a mail problem must not disturb a visitor or
 * the owner.
 */
export async function flushOwnerMails(): Promise<void> {
  if (!smtpUrl) return;
  const transport = processSingleton<Transporter>("brabant-dakzorg.lead-mailer", () =>
    nodemailer.createTransport(smtpUrl),
  );
  try {
    const { db } = await getDatabase();
    const to = leadsNotifyTo ?? (await readCompanyEmail());
    const from = leadsNotifyFrom ?? { name: `Website ${await readCompanyName()}`, address: "website@localhost" };
    const mail = { transport, from, siteUrl };
    // Batch after batch until nothing is due, or until the mail server refuses (then the retry times apply).
    for (const deliver of [
      () => deliverDueNotifications(db, { ...mail, to }),
      () => deliverDueDeviceMails(db, { ...mail, leadsTo: to }),
    ]) {
      for (;;) {
        const { sent, failed } = await deliver();
        if (sent === 0 || failed > 0) break;
      }
    }
  } catch (error) {
    console.error("Owner e-mails not sent yet:", errorSummary(error));
  }
}

/**
 * Retries waiting mails and push messages every 30 seconds, so they go out once the mail server or push service is
 * back (or the quiet hours are over) even if no new lead comes. Every instance runs it; the claims in the database
 * keep them from sending anything twice.
 */
export function startNotificationRetries(): void {
  if (!smtpUrl && !pushEnabled()) return;
  processTimer("brabant-dakzorg.outbox-timer", 30_000, flushLeadNotifications);
}
