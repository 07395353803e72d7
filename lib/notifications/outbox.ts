import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Transporter } from "nodemailer";
import { claimDue, retryDelaySeconds } from "@/lib/db/claim-due";
import { contactSubmissions, leadPhotos, notificationOutbox } from "@/lib/db/schema";
import type { Database } from "@/lib/db/types";
import { isPermanentMailError } from "./mail-errors";
import { leadEmail } from "./notification-email";

export type OutboxOptions = {
  transport: Transporter;
  from: string | { name: string; address: string };
  to: string;
  siteUrl: string;
  /** How many notifications one run sends at most. */
  batchSize?: number;
};

/**
 * Sends the notifications that are due. Each row is claimed first (locked for two minutes, skipping rows another
 * worker holds), so two workers never send the same mail; it is marked sent right after the server accepted it.
 * The Message-ID is fixed per lead, so even a resend after a crash is recognisable as the same mail.
 */
export async function deliverDueNotifications(
  db: Database,
  options: OutboxOptions,
): Promise<{ sent: number; failed: number }> {
  const rows = await claimDue(db, notificationOutbox, options.batchSize ?? 20);

  let sent = 0;
  let failed = 0;
  for (const row of rows) {
    const [found] = await db
      .select({ lead: contactSubmissions })
      .from(notificationOutbox)
      .innerJoin(contactSubmissions, eq(contactSubmissions.id, notificationOutbox.submissionId))
      .where(eq(notificationOutbox.id, row.id));
    if (!found) continue; // deleted meanwhile; the cascade removes the outbox row too
    const { lead } = found;
    const photos = await db.select().from(leadPhotos).where(eq(leadPhotos.submissionId, lead.id));
    const mail = leadEmail(lead, photos.length, options.siteUrl);
    try {
      await options.transport.sendMail({
        from: options.from,
        to: options.to,
        replyTo: lead.email ?? undefined,
        subject: mail.subject,
        text: mail.text,
        messageId: `<lead-${lead.id}@${new URL(options.siteUrl).hostname}>`,
        attachments: photos.map((photo, index) => ({
          filename: `foto-${index + 1}.jpg`,
          content: photo.data,
          contentType: photo.contentType,
        })),
      });
      await db
        .update(notificationOutbox)
        .set({ status: "sent", sentAt: new Date(), lockedUntil: null, lastError: null })
        .where(eq(notificationOutbox.id, row.id));
      sent++;
    } catch (error) {
      failed++;
      const message = error instanceof Error ? error.message.slice(0, 500) : String(error);
      await db
        .update(notificationOutbox)
        .set({
          status: isPermanentMailError(error) ? "failed" : "pending",
          lastError: message,
          lockedUntil: null,
          nextAttemptAt: sql`now() + make_interval(secs => ${retryDelaySeconds(row.attempts)})`,
        })
        .where(eq(notificationOutbox.id, row.id));
    }
  }
  return { sent, failed };
}
