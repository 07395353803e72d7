// `npm run bench:leads [-- N C]`: submits N requests with C concurrent clients through the real request form (as a
// browser without JavaScript posts it) against `npm start` on a throwaway PostgreSQL server, then prints
// requests per second, latency percentiles and whether every accepted request was stored. Run `npm run build` first.
import pg from "pg";
import { pathOf } from "../lib/site/routes";
import { formFields, startServer } from "../tests/support/next-server";
import { startPostgresServer } from "../tests/support/postgres-server";

const total = Number(process.argv[2] ?? 2000);
const concurrency = Number(process.argv[3] ?? 50);

const postgres = await startPostgresServer();
const server = await startServer({ DATABASE_URL: postgres.url, LEADS_RATE_LIMIT: "1000000/60", SMTP_URL: "" });
const origin = server.origin;

try {
  const hidden = await formFields(`${origin}/dakdekker-uden`);

  let accepted = 0;
  let failed = 0;
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  async function client() {
    while (next < total) {
      const i = next++;
      const body = new FormData();
      for (const [name, value] of hidden) body.set(name, value);
      body.set("idempotencyKey", `bench-${i.toString().padStart(8, "0")}-${Date.now()}`);
      body.set("name", `Bench ${i}`);
      body.set("phone", "0612345678");
      body.set("message", "Lekkage, meting van de benchmark");
      const t0 = performance.now();
      const response = await fetch(`${origin}/dakdekker-uden`, {
        method: "POST",
        body,
        redirect: "manual",
        headers: { origin },
      });
      await response.arrayBuffer();
      latencies.push(performance.now() - t0);
      if (response.status === 303 && response.headers.get("location")?.endsWith(pathOf("thankYou"))) accepted++;
      else failed++;
    }
  }
  await Promise.all(Array.from({ length: concurrency }, client));
  const seconds = (performance.now() - started) / 1000;

  const client_ = new pg.Client({ connectionString: postgres.url });
  await client_.connect();
  const stored = Number(
    (await client_.query("select count(*) from contact_submissions where name like 'Bench %'")).rows[0].count,
  );
  await client_.end();

  latencies.sort((a, b) => a - b);
  const pct = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]!.toFixed(1);
  console.log(`leads benchmark: N=${total} C=${concurrency} against the production server + PostgreSQL`);
  console.log(`requests/s: ${(total / seconds).toFixed(1)}  (${seconds.toFixed(1)} s)`);
  console.log(`latency ms: p50 ${pct(50)}  p95 ${pct(95)}  p99 ${pct(99)}`);
  console.log(
    `accepted: ${accepted}  failed: ${failed}  stored: ${stored}  stored == accepted: ${stored === accepted}`,
  );
  process.exitCode = stored === accepted && failed === 0 ? 0 : 1;
} finally {
  server.stop();
  postgres.stop();
}
