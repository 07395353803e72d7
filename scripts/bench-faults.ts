// `npm run bench:faults`: leads stream in through the real form (as posted without JavaScript) against
// `npm start` on a real PostgreSQL server, a real SMTP server and a local push service with two of the owner's
// devices subscribed. Meanwhile PostgreSQL is restarted, then the SMTP server is stopped and started again; the push
// service answers 503 to every message until the load is over. Prints what was accepted, stored, refused with the
// error toast, mailed, pushed and duplicated. Success: every accepted lead stored, every stored lead mailed exactly
// once and pushed exactly once to each device once the push service is back. Build first.
import { randomUUID } from "node:crypto";
import pg from "pg";
import webpush from "web-push";
import { pathOf } from "../lib/site/routes";
import { formFields, startServer } from "../tests/support/next-server";
import { startPostgresServer } from "../tests/support/postgres-server";
import { startPushReceiver } from "../tests/support/push-receiver";
import { startSmtpServer } from "../tests/support/smtp-server";

const durationMs = Number(process.argv[2] ?? 20) * 1000;
const clients = 8;
const postgres = await startPostgresServer();
const smtp = await startSmtpServer();
const receiver = await startPushReceiver();
const vapid = webpush.generateVAPIDKeys();
const server = await startServer({
  VAPID_PUBLIC_KEY: vapid.publicKey,
  VAPID_PRIVATE_KEY: vapid.privateKey,
  VAPID_SUBJECT: "mailto:eigenaar@brabantdakzorg.example",
  DATABASE_URL: postgres.url,
  SMTP_URL: smtp.url,
  LEADS_NOTIFY_TO: "eigenaar@brabantdakzorg.example",
  LEADS_RATE_LIMIT: "1000000/60",
  BETTER_AUTH_SECRET: "bench-faults-secret-0123456789abcdefghij",
});
const db = new pg.Pool({ connectionString: postgres.url, max: 2 });
db.on("error", () => {});

const log = (message: string) => console.log(`${(performance.now() / 1000).toFixed(1).padStart(6)} s  ${message}`);

try {
  // Two of the owner's devices, stored as /api/admin/push stores them, each bound to a sign-in of the owner that lasts
  // the run (that route takes only the browsers' push services on a production server; this push service is plain
  // http on loopback). Down from the start: every push fails.
  const owner = randomUUID();
  await db.query("insert into auth_user (id, name, email, role) values ($1, 'Eigenaar', $2, 'admin')", [
    owner,
    `${owner}@brabantdakzorg.example`,
  ]);
  const devices = [receiver.subscribe(), receiver.subscribe()];
  for (const [n, device] of devices.entries()) {
    const { endpoint, keys } = device.subscription;
    const session = randomUUID();
    await db.query(
      "insert into auth_session (id, token, user_id, expires_at) values ($1, $2, $3, now() + interval '1 day')",
      [session, randomUUID(), owner],
    );
    await db.query(
      "insert into push_subscriptions (user_id, session_id, endpoint, p256dh, auth, label) values ($1, $2, $3, $4, $5, $6)",
      [owner, session, endpoint, keys.p256dh, keys.auth, `Toestel ${n + 1}`],
    );
  }
  receiver.failWith(503);
  log("push service down (answers 503)");

  const page = `${server.origin}/dakdekker-uden`;
  const hidden = await formFields(page);
  const accepted: string[] = [];
  let refusedWithToast = 0;
  let otherFailures = 0;
  let n = 0;
  const started = performance.now();

  const client = async () => {
    while (performance.now() - started < durationMs) {
      const key = `faults-${(n++).toString().padStart(6, "0")}-${Date.now()}`;
      const body = new FormData();
      for (const [name, value] of hidden) body.set(name, value);
      body.set("idempotencyKey", key);
      body.set("name", `Storing ${key}`);
      body.set("phone", "0612345678");
      body.set("message", "Lekkage tijdens de storingstest");
      try {
        const response = await fetch(page, {
          method: "POST",
          body,
          redirect: "manual",
          headers: { origin: server.origin },
        });
        const text = await response.text();
        if (response.status === 303 && response.headers.get("location")?.endsWith(pathOf("thankYou")))
          accepted.push(key);
        else if (text.includes("Er ging iets mis")) refusedWithToast++;
        else otherFailures++;
      } catch {
        otherFailures++;
      }
    }
  };

  const faults = (async () => {
    await new Promise((r) => setTimeout(r, durationMs * 0.25));
    log("restarting PostgreSQL");
    postgres.restart();
    log("PostgreSQL is back");
    await new Promise((r) => setTimeout(r, durationMs * 0.25));
    log("stopping the SMTP server");
    await smtp.stop();
    await new Promise((r) => setTimeout(r, durationMs * 0.2));
    await smtp.start();
    log("SMTP server is back");
  })();
  await Promise.all([...Array.from({ length: clients }, client), faults]);
  const pushesRefused = receiver.requests();
  const mailedWhilePushDown = smtp.received.length;
  receiver.failWith(null);
  log(`push service is back after refusing ${pushesRefused} messages`);
  log(`${n} requests sent; waiting for the outboxes to drain (retries run every 30 s)`);

  // Back-off after a few failures is a few minutes at most (lib/db/claim-due.ts retryDelaySeconds).
  const deadline = Date.now() + 360_000;
  let waiting = Number.NaN;
  let pushesWaiting = Number.NaN;
  while (Date.now() < deadline) {
    waiting = Number((await db.query("select count(*) from notification_outbox where status <> 'sent'")).rows[0].count);
    pushesWaiting = Number(
      (await db.query("select count(*) from push_deliveries where status <> 'sent'")).rows[0].count,
    );
    if (waiting === 0 && pushesWaiting === 0) break;
    await new Promise((r) => setTimeout(r, 2000));
  }

  const stored = (
    await db.query<{ idempotency_key: string; id: string }>("select id, idempotency_key from contact_submissions")
  ).rows;
  const storedKeys = new Set(stored.map((row) => row.idempotency_key));
  const acceptedButMissing = accepted.filter((key) => !storedKeys.has(key)).length;
  const mailedIds = smtp.received
    // Long headers are folded onto a second line, hence \s*.
    .map((mail) => mail.raw.match(/Message-ID:\s*<lead-([0-9a-f-]+)@/i)?.[1])
    .filter(Boolean);
  const uniqueMailed = new Set(mailedIds);
  const duplicates = mailedIds.length - uniqueMailed.size;
  const storedNotMailed = stored.filter((row) => !uniqueMailed.has(row.id)).length;
  const pushed = receiver.received.map((push) => `${push.device} ${String(push.payload.tag)}`);
  const uniquePushed = new Set(pushed);
  const duplicatePushes = pushed.length - uniquePushed.size;
  const storedNotPushed = stored.reduce(
    (missing, row) => missing + devices.filter((device) => !uniquePushed.has(`${device.id} lead-${row.id}`)).length,
    0,
  );

  console.log("");
  console.log(`accepted (told 'sent'):        ${accepted.length}`);
  console.log(`stored:                        ${stored.length}`);
  console.log(`accepted but not stored:       ${acceptedButMissing}`);
  console.log(`refused with the error toast:  ${refusedWithToast}`);
  console.log(`other failures:                ${otherFailures}`);
  console.log(`e-mails delivered:             ${smtp.received.length}`);
  console.log(`duplicate e-mails:             ${duplicates}`);
  console.log(`stored but not mailed:         ${storedNotMailed} (outbox still waiting: ${waiting})`);
  console.log(`mailed while every push failed: ${mailedWhilePushDown}`);
  console.log(`pushes refused while down:     ${pushesRefused}`);
  console.log(`pushes delivered (2 devices):  ${receiver.received.length}`);
  console.log(`duplicate pushes:              ${duplicatePushes}`);
  console.log(`push messages not verified:    ${receiver.rejected.length}`);
  console.log(`stored but not pushed:         ${storedNotPushed} (lead × device; still waiting: ${pushesWaiting})`);
  const ok =
    acceptedButMissing === 0 &&
    duplicates === 0 &&
    storedNotMailed === 0 &&
    duplicatePushes === 0 &&
    storedNotPushed === 0 &&
    receiver.rejected.length === 0;
  console.log(
    ok
      ? "RESULT: every accepted lead stored, every stored lead mailed exactly once and pushed exactly once per device"
      : "RESULT: FAILED",
  );
  process.exitCode = ok ? 0 : 1;
} finally {
  await db.end();
  server.stop();
  await smtp.stop();
  await receiver.stop();
  postgres.stop();
}
