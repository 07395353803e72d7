import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Transporter } from "nodemailer";
import { claimDue, retryDelaySeconds } from "@/lib/db/claim-due";
import { authUsers, deviceMailOutbox } from "@/lib/db/schema";
import type { Database } from "@/lib/db/types";
import { isPermanentMailError } from "@/lib/notifications/mail-errors";
import { formatDutchDateTimeLong } from "@/lib/time/dutch-time";

/**
 * The e-mail that a device was added for push messages: from then on it receives every lead's name and phone number,
 * so the owner must hear of it, also when someone else did it with a session of theirs. Plain text; what it names
 * comes from the account and the device's own name, stripped of line breaks when it was stored.
 */
export function deviceAddedEmail(notice: { label: string | null; account: string; addedAt: Date; siteUrl: string }) {
  const label = notice.label ?? "Onbekend toestel";
  const when = formatDutchDateTimeLong(notice.addedAt);
  return {
    subject: `Nieuw toestel krijgt meldingen van aanvragen: ${label}`,
    text: [
      `Op ${when} is een toestel aangemeld voor meldingen van nieuwe aanvragen.`,
      "",
      `Toestel: ${label}`,
      `Account: ${notice.account}`,
      "",
      "Dit toestel krijgt vanaf nu bij elke aanvraag de naam, het telefoonnummer en de plaats van de klant.",
      "",
      "Was jij dit niet? Verwijder het toestel onder Account en wijzig daar je wachtwoord: dan worden alle andere apparaten uitgelogd en krijgen ze geen meldingen meer.",
      `${notice.siteUrl}/admin/account`,
    ].join("\n"),
  };
}

export type DeviceMailOptions = {
  transport: Transporter;
  from: string | { name: string; address: string };
  /** Who receives the lead e-mails: told as well, beside the account's own address. */
  leadsTo: string;
  siteUrl: string;
  batchSize?: number;
};

/**
 * Sends the device e-mails that are due, to the account's address and the lead e-mails' recipient: claimed, sent and
 * retried as the lead e-mails are (lib/notifications/outbox.ts), so none is lost while the mail server is down and none goes
 * twice.
 */
export async function deliverDueDeviceMails(
  db: Database,
  options: DeviceMailOptions,
): Promise<{ sent: number; failed: number }> {
  const rows = await claimDue(db, deviceMailOutbox, options.batchSize ?? 20);
  let sent = 0;
  let failed = 0;
  for (const row of rows) {
    const [found] = await db
      .select({ notice: deviceMailOutbox, account: authUsers.email })
      .from(deviceMailOutbox)
      .innerJoin(authUsers, eq(authUsers.id, deviceMailOutbox.userId))
      .where(eq(deviceMailOutbox.id, row.id));
    if (!found) continue; // the account was deleted meanwhile, and this row with it
    const mail = deviceAddedEmail({
      label: found.notice.deviceLabel,
      account: found.account,
      addedAt: found.notice.createdAt,
      siteUrl: options.siteUrl,
    });
    const to = [...new Set([found.account, options.leadsTo].map((address) => address.toLowerCase()))];
    try {
      await options.transport.sendMail({
        from: options.from,
        to,
        subject: mail.subject,
        text: mail.text,
        messageId: `<device-${row.id}@${new URL(options.siteUrl).hostname}>`,
      });
      await db
        .update(deviceMailOutbox)
        .set({ status: "sent", sentAt: new Date(), lockedUntil: null, lastError: null })
        .where(eq(deviceMailOutbox.id, row.id));
      sent++;
    } catch (error) {
      failed++;
      await db
        .update(deviceMailOutbox)
        .set({
          status: isPermanentMailError(error) ? "failed" : "pending",
          lastError: error instanceof Error ? error.message.slice(0, 500) : String(error),
          lockedUntil: null,
          nextAttemptAt: sql`now() + make_interval(secs => ${retryDelaySeconds(row.attempts)})`,
        })
        .where(eq(deviceMailOutbox.id, row.id));
    }
  }
  return { sent, failed };
}
