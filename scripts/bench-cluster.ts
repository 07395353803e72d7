// `npm run bench:cluster [-- seconds connections leads]`: the site behind nginx with one and then two production
// instances (shared PostgreSQL and Redis, tests/support/cluster.ts): town pages per second for `seconds` (20) under
// `connections` (50) connections, then `leads` (300) requests through the town page's form with 8 clients,
// p50/p99. Prints both set-ups side by side. Build first. On a 2-core machine the load generator, nginx, Redis,
// PostgreSQL and the instances share the cores: read the figures as a comparison, not as capacity.
import { startCluster } from "../tests/support/cluster";
import { formFields } from "../tests/support/next-server";
import { createDatabase, startPostgresServer } from "../tests/support/postgres-server";
import { percentile } from "./support/percentile";

const seconds = Number(process.argv[2] ?? 20);
const connections = Number(process.argv[3] ?? 50);
const leads = Number(process.argv[4] ?? 300);
const towns = ["uden", "veghel", "oss", "schijndel", "boxtel", "eindhoven"];

type Result = {
  pagesPerSecond: number;
  pageP99: number;
  pageErrors: number;
  leadP50: number;
  leadP99: number;
  leadErrors: number;
};

async function measure(instances: number, postgresUrl: string): Promise<Result> {
  const cluster = await startCluster({ databaseUrl: await createDatabase(postgresUrl), instances });
  try {
    const origin = cluster.balancer.origin;
    for (const town of towns) await (await fetch(`${origin}/dakdekker-${town}`)).arrayBuffer();

    const latencies: number[] = [];
    let pageErrors = 0;
    let n = 0;
    const until = performance.now() + seconds * 1000;
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (performance.now() < until) {
          const t0 = performance.now();
          try {
            const response = await fetch(`${origin}/dakdekker-${towns[n++ % towns.length]}`);
            await response.arrayBuffer();
            if (response.status !== 200) pageErrors++;
          } catch {
            pageErrors++;
          }
          latencies.push(performance.now() - t0);
        }
      }),
    );
    latencies.sort((a, b) => a - b);

    const page = `${origin}/dakdekker-uden`;
    const hidden = await formFields(page);
    const leadLatencies: number[] = [];
    let leadErrors = 0;
    let next = 0;
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (next < leads) {
          const key = `bench-${instances}-${next++}-${Date.now()}`;
          const body = new FormData();
          for (const [name, value] of hidden) body.set(name, value);
          body.set("idempotencyKey", key);
          body.set("name", "Bench Cluster");
          body.set("phone", "0612345678");
          body.set("message", "Lekkage (benchmark)");
          const t0 = performance.now();
          try {
            const response = await fetch(page, { method: "POST", body, redirect: "manual", headers: { origin } });
            await response.arrayBuffer();
            if (response.status !== 303) leadErrors++;
          } catch {
            leadErrors++;
          }
          leadLatencies.push(performance.now() - t0);
        }
      }),
    );
    leadLatencies.sort((a, b) => a - b);
    return {
      pagesPerSecond: latencies.length / seconds,
      pageP99: percentile(latencies, 99),
      pageErrors,
      leadP50: percentile(leadLatencies, 50),
      leadP99: percentile(leadLatencies, 99),
      leadErrors,
    };
  } finally {
    await cluster.stop();
  }
}

const postgres = await startPostgresServer();
try {
  console.log(
    `cluster benchmark: nginx round robin, ${connections} connections for ${seconds} s on town pages, ${leads} leads with 8 clients`,
  );
  const one = await measure(1, postgres.url);
  const two = await measure(2, postgres.url);
  const row = (label: string, a: string, b: string) =>
    console.log(`${label.padEnd(26)} ${a.padStart(14)} ${b.padStart(14)}`);
  row("", "1 instance", "2 instances");
  row("town pages/s", one.pagesPerSecond.toFixed(0), two.pagesPerSecond.toFixed(0));
  row("town page p99 (ms)", one.pageP99.toFixed(0), two.pageP99.toFixed(0));
  row("town page errors", String(one.pageErrors), String(two.pageErrors));
  row("lead p50 (ms)", one.leadP50.toFixed(0), two.leadP50.toFixed(0));
  row("lead p99 (ms)", one.leadP99.toFixed(0), two.leadP99.toFixed(0));
  row("lead errors", String(one.leadErrors), String(two.leadErrors));
} finally {
  postgres.stop();
}
