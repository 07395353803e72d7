import { randomUUID } from "node:crypto";
import { expect, it } from "vitest";
import { outboxOverview } from "@/lib/admin/dashboard-data";
import { authUsers, contactSubmissions, notificationOutbox, pushDeliveries, pushSubscriptions } from "@/lib/db/schema";
import { insertSignIn } from "../support/sign-ins";
import { describeOnEachDatabase } from "../support/test-databases";

describeOnEachDatabase("the owner's notification overview", [contactSubmissions, authUsers], (db) => {
  it("counts the e-mails and, separately, the push messages to the owner's devices by state", async () => {
    const leads = await db
      .insert(contactSubmissions)
      .values(
        ["Eerste", "Tweede", "Derde"].map((name) => ({ name, phone: "+31612345678", idempotencyKey: randomUUID() })),
      )
      .returning({ id: contactSubmissions.id });
    const [first, second, third] = leads.map((lead) => lead.id) as [string, string, string];
    await db.insert(notificationOutbox).values([
      { submissionId: first, status: "sent", sentAt: new Date() },
      { submissionId: second, status: "pending", attempts: 2, lastError: "ECONNREFUSED" },
      { submissionId: third, status: "failed", lastError: "550 mailbox unknown" },
    ]);
    // Before any device subscribed: no push messages at all.
    expect((await outboxOverview(db)).pushCounts).toEqual({ pending: 0, sent: 0, failed: 0 });

    const owner = await insertSignIn(db);
    const devices = await db
      .insert(pushSubscriptions)
      .values(
        ["telefoon", "tablet"].map((label) => ({
          ...owner,
          endpoint: `https://push.example.nl/${label}`,
          p256dh: "p".repeat(87),
          auth: "a".repeat(22),
          label,
        })),
      )
      .returning({ id: pushSubscriptions.id });
    const [phone, tablet] = devices.map((device) => device.id) as [string, string];
    await db.insert(pushDeliveries).values([
      { submissionId: first, subscriptionId: phone, status: "sent", sentAt: new Date() },
      { submissionId: first, subscriptionId: tablet, status: "sent", sentAt: new Date() },
      { submissionId: second, subscriptionId: phone, status: "pending" },
      { submissionId: second, subscriptionId: tablet, status: "failed" },
    ]);

    const overview = await outboxOverview(db);
    expect(overview.counts).toEqual({ pending: 1, sent: 1, failed: 1 });
    expect(overview.pushCounts).toEqual({ pending: 1, sent: 2, failed: 1 });
    expect(overview.rows.map((row) => [row.name, row.status]).sort()).toEqual([
      ["Derde", "failed"],
      ["Eerste", "sent"],
      ["Tweede", "pending"],
    ]);
  });
});
