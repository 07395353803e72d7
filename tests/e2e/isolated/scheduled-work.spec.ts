import { postForm } from "../../support/http-client";
import { cronSecretForTests } from "../settings";
import { expect, test } from "./fixtures";

// Where no server process lives between requests (Vercel), a scheduler calls /api/cron for what the timers of a
// long-running server would do: here a lead's e-mail that could not go out when the lead came in.

test.describe.configure({ timeout: 120_000 });

const cron = (origin: string, authorization?: string) =>
  fetch(`${origin}/api/cron`, { headers: authorization ? { authorization } : {} });

test("a scheduler's call sends the lead e-mail the mail server refused earlier, once; without its token nothing runs", async ({
  request,
  isolated: server,
}) => {
  const smtp = server.smtp!;
  // Not configured (the shared e2e server has no CRON_SECRET): the route does not exist, and says no more than that.
  const absent = await request.get("/api/cron");
  expect(absent.status()).toBe(404);
  expect(await absent.json()).toEqual({ error: "not found" });

  // The mail server is down when the lead comes in: the lead is stored, its e-mail waits.
  await smtp.stop();
  const stored = await postForm(`${server.origin}/offerte-aanvragen`, {
    name: "Geplande Mail",
    email: "gepland@example.nl",
    phone: "0612345678",
    address: "Markt 1, Uden",
    roofType: "plat-dak",
  });
  expect(stored.status).toBe(303);
  // The first attempt is over once the outbox row is unlocked again with the mail server's error. (Its claim counts
  // the attempt at once, while the row is still locked for the sender: a scheduler's call then skips the row, so
  // waiting for the count alone raced the refusal and left the mail waiting, as CI saw.)
  await expect
    .poll(() =>
      server.query<{ attempts: number; status: string; settled: boolean }>(
        "select attempts, status, locked_until is null and last_error is not null as settled from notification_outbox",
      ),
    )
    .toEqual([{ attempts: 1, status: "pending", settled: true }]);

  // The mail server is back. Without its token the scheduler's call runs nothing.
  await smtp.start();
  for (const authorization of [
    undefined,
    "Bearer wrong-token-0123456789",
    cronSecretForTests,
    `bearer ${cronSecretForTests}`,
  ]) {
    const refused = await cron(server.origin, authorization);
    expect(refused.status, String(authorization)).toBe(401);
  }
  expect(smtp.received).toEqual([]);

  // The retry falls due, and the scheduler calls at once (the server's own 30-second retry timer could otherwise
  // take the mail first: this keeps that window to one query).
  await server.query("update notification_outbox set next_attempt_at = now()");
  const run = await cron(server.origin, `Bearer ${cronSecretForTests}`);
  expect(run.status).toBe(200);
  expect(run.headers.get("cache-control")).toContain("no-store");
  // How much still waits, and nothing about the lead.
  expect(await run.json()).toEqual({ waiting: { mails: 0, pushes: 0 } });
  expect(smtp.received.map((mail) => mail.text.includes("Geplande Mail"))).toEqual([true]);

  // A second call, or a scheduler that fires twice, sends nothing again.
  expect((await cron(server.origin, `Bearer ${cronSecretForTests}`)).status).toBe(200);
  expect(smtp.received).toHaveLength(1);
  expect(await server.query("select status from notification_outbox")).toEqual([{ status: "sent" }]);
});
