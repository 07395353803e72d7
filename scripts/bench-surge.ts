// `npm run bench:surge -- [options]`: a storm day on one instance. Town pages and leads arrive at fixed rates for a
// given time, open loop (a request goes out on schedule whether or not the earlier ones were answered, as visitors
// do), against `npm start` of a build on the embedded database with the lead limits lifted. Prints p50/p99 and the
// errors per kind, the leads lost (sent, and neither stored nor refused with the Dutch answer: every lead must be one
// of those two) and the server's CPU time per cached town-page hit, so a change that makes a hit dearer shows the
// day it is made. With --against, the same on an earlier build, one after the other, and both side by side. Build
// first.
//
//   --pages 200 --leads 10 --seconds 20   the rates (per second) and the time of one round
//   --rounds 2                            rounds in a row on the same server
//   --warmup 5                            seconds of the same load first, not reported (the first seconds of a
//                                         fresh server compile and render what a storm then only reads)
//   --app DIR                             run that checkout's build instead of this one
//   --against DIR                         then run that checkout's build the same way and print both (an earlier
//                                         version: `git worktree add DIR <commit>`, `npm ci`, `npm run build`)
//   --cache                               with nginx in front, keeping pages as their Cache-Control allows
//   --profile DIR                         run the server with `node --cpu-prof`, the profile written into DIR, and
//                                         print where its busy time went (scripts/support/cpu-profile.ts)
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import { startLoadBalancer } from "../tests/support/load-balancer";
import { formFields, startServer } from "../tests/support/next-server";
import { summarizeProfile } from "./support/cpu-profile";
import { percentile } from "./support/percentile";

const { values: options } = parseArgs({
  options: {
    pages: { type: "string", default: "200" },
    leads: { type: "string", default: "10" },
    seconds: { type: "string", default: "20" },
    rounds: { type: "string", default: "1" },
    warmup: { type: "string", default: "5" },
    app: { type: "string" },
    against: { type: "string" },
    cache: { type: "boolean", default: false },
    profile: { type: "string" },
  },
});
const pagesPerSecond = Number(options.pages);
const leadsPerSecond = Number(options.leads);
const roundSeconds = Number(options.seconds);
const towns = ["uden", "veghel", "oss", "schijndel", "boxtel", "eindhoven", "erp", "mill", "heesch", "boekel"];
/** A request not answered by then counts as lost (a visitor gave up, or a proxy cut it). */
const requestTimeoutMs = 30_000;

/** `cause`: for an error, what undici said (ECONNRESET, UND_ERR_CONNECT_TIMEOUT, UND_ERR_SOCKET...). */
type Outcome = { ms: number; kind: "ok" | "refused" | "status" | "timeout" | "reset"; cause?: string };

/** Sends `fire(i)` `rate` times a second for `seconds`, on schedule; resolves when every answer is in. */
async function openLoop(rate: number, seconds: number, fire: (i: number) => Promise<Outcome>): Promise<Outcome[]> {
  if (rate <= 0) return [];
  const total = Math.round(rate * seconds);
  const started = performance.now();
  const pending: Promise<Outcome>[] = [];
  for (let i = 0; i < total; i++) {
    const due = started + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(fire(i));
  }
  return Promise.all(pending);
}

async function timed(send: () => Promise<Outcome["kind"]>): Promise<Outcome> {
  const t0 = performance.now();
  let kind: Outcome["kind"];
  let cause: string | undefined;
  try {
    kind = await send();
  } catch (error) {
    kind = (error as Error).name === "TimeoutError" ? "timeout" : "reset";
    const inner = (error as { cause?: { code?: string; name?: string } }).cause;
    cause = inner?.code ?? inner?.name ?? (error as Error).name;
  }
  return { ms: performance.now() - t0, kind, cause };
}

function report(name: string, outcomes: Outcome[]) {
  const latencies = outcomes.map((o) => o.ms).sort((a, b) => a - b);
  const count = (kind: Outcome["kind"]) => outcomes.filter((o) => o.kind === kind).length;
  const errors = outcomes.length - count("ok") - count("refused");
  const causes = new Map<string, number>();
  for (const o of outcomes) if (o.cause) causes.set(o.cause, (causes.get(o.cause) ?? 0) + 1);
  console.log(
    `  ${name.padEnd(6)} ${String(outcomes.length).padStart(5)} sent  p50 ${percentile(latencies, 50).toFixed(0).padStart(6)} ms  p99 ${percentile(latencies, 99).toFixed(0).padStart(6)} ms  ` +
      `errors ${errors} (timeouts ${count("timeout")}, resets ${count("reset")}, other status ${count("status")})` +
      (count("refused") ? `, refused with the Dutch answer ${count("refused")}` : "") +
      (causes.size ? ` [${[...causes].map(([c, n]) => `${c} ${n}`).join(", ")}]` : ""),
  );
}

/** CPU time (user + system) a process has used so far, in milliseconds. */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "latin1").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10; // clock ticks of 10 ms
}

/**
 * The server's CPU time per cached town-page hit: 2000 hits, four at a time (closed loop, nothing else running), after
 * 400 that warm it up. The hot path's cost in one figure, apart from the latencies the storm rounds give.
 */
async function cpuPerHit(origin: string, pid: number): Promise<number> {
  const hits = async (count: number) => {
    let next = 0;
    await Promise.all(
      [0, 1, 2, 3].map(async () => {
        while (next < count) {
          const response = await fetch(`${origin}/dakdekker-${towns[next++ % towns.length]}`, {
            headers: { "accept-encoding": "br, gzip" },
          });
          await response.arrayBuffer();
          if (response.status !== 200) throw new Error(`town page answered ${response.status}`);
        }
      }),
    );
  };
  await hits(400);
  const before = cpuMs(pid);
  await hits(2000);
  return (cpuMs(pid) - before) / 2000;
}

type RoundResult = { pages: Outcome[]; leads: Outcome[] };
type BuildResult = { name: string; cpuPerHit: number; rounds: RoundResult[]; stored: number };

async function surge(app: string | undefined): Promise<BuildResult> {
  const name = app ? `the build in ${app}` : "this build";
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-surge-"));
  const profileDir = options.profile ? path.resolve(options.profile) : undefined;
  const server = await startServer(
    {
      PGLITE_DIR: path.join(dataDir, "db"),
      LEADS_RATE_LIMIT: "1000000/60",
      LEADS_DAILY_CAP: "1000000",
      LEADS_NETWORK_DAILY_CAP: "1000000",
      SMTP_URL: "",
      BETTER_AUTH_SECRET: "bench-surge-secret-0123456789abcdef0123456789",
    },
    { cwd: app, nodeArgs: profileDir ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : [] },
  );
  const balancer = options.cache ? await startLoadBalancer([server.port], undefined, { cache: true }) : null;
  const origin = balancer?.origin ?? server.origin;
  const run = `surge-${Date.now()}`;

  const rounds: RoundResult[] = [];
  let perHit = 0;
  try {
    for (const town of towns) await (await fetch(`${origin}/dakdekker-${town}`)).arrayBuffer();
    const hidden = await formFields(`${origin}/dakdekker-uden`);
    console.log(
      `surge: ${pagesPerSecond} town pages/s + ${leadsPerSecond} leads/s for ${roundSeconds} s after ${options.warmup} s of warm-up, open loop, ` +
        `${name}${balancer ? " behind an nginx cache" : ""}, PGlite`,
    );
    for (let round = Number(options.warmup) > 0 ? 0 : 1; round <= Number(options.rounds); round++) {
      // Round 0 is the warm-up, as long as --warmup says.
      const seconds = round === 0 ? Number(options.warmup) : roundSeconds;
      const page = (i: number) =>
        timed(async () => {
          const response = await fetch(`${origin}/dakdekker-${towns[i % towns.length]}`, {
            headers: { "accept-encoding": "gzip" },
            signal: AbortSignal.timeout(requestTimeoutMs),
          });
          await response.arrayBuffer();
          return response.status === 200 ? "ok" : "status";
        });
      const lead = (i: number) =>
        timed(async () => {
          const body = new FormData();
          for (const [name, value] of hidden) body.set(name, value);
          body.set("idempotencyKey", `${run}-${round}-${String(i).padStart(6, "0")}`);
          body.set("name", `Surge ${round} ${i}`);
          body.set("phone", "0612345678");
          body.set("message", "Lekkage tijdens de storm, water bij de schoorsteen");
          const response = await fetch(`${origin}/dakdekker-uden`, {
            method: "POST",
            body,
            redirect: "manual",
            headers: { origin },
            signal: AbortSignal.timeout(requestTimeoutMs),
          });
          const text = await response.text();
          if (response.status === 303) return "ok";
          // Refused in words the visitor reads: the form again with the Dutch message and the phone number.
          return /Er ging iets mis|Bel ons/.test(text) ? "refused" : "status";
        });
      const [pages, leads] = await Promise.all([
        openLoop(pagesPerSecond, seconds, page),
        openLoop(leadsPerSecond, seconds, lead),
      ]);
      if (round === 0) continue;
      console.log(`round ${round}:`);
      report("pages", pages);
      report("leads", leads);
      rounds.push({ pages, leads });
    }
    // After the rounds, on a server that has served them: the figure of a warm instance.
    perHit = await cpuPerHit(server.origin, server.pid);
    console.log(`CPU per cached town-page hit: ${perHit.toFixed(2)} ms`);
  } finally {
    await balancer?.stop();
    await server.stopped();
  }

  // Counted after the server stopped: PGlite is one process's database. The warm-up's leads (round 0) are not.
  const db = new PGlite(path.join(dataDir, "db"));
  const [{ stored }] =
    // The name column is `naam` in builds before the English column names (migration 0007): a comparison reads both.
    (
      await db.query<{ stored: number }>(
        "select count(*)::int as stored from contact_submissions c where coalesce(to_jsonb(c)->>'name', to_jsonb(c)->>'naam') like 'Surge %' and coalesce(to_jsonb(c)->>'name', to_jsonb(c)->>'naam') not like 'Surge 0 %'",
      )
    ).rows as [{ stored: number }];
  await db.close();
  console.log(`leads stored: ${stored}`);
  rmSync(dataDir, { recursive: true, force: true });

  if (profileDir) {
    const profile = readdirSync(profileDir)
      .filter((file) => file.endsWith(".cpuprofile"))
      .sort()
      .at(-1);
    if (profile) summarizeProfile(path.join(profileDir, profile));
  }
  return { name, cpuPerHit: perHit, rounds, stored };
}

/** Leads sent and neither stored nor refused in words: what a visitor in a storm would have lost. */
function leadsLost(result: BuildResult): number {
  const sent = result.rounds.reduce((sum, round) => sum + round.leads.length, 0);
  const refused = result.rounds.reduce((sum, round) => sum + round.leads.filter((o) => o.kind === "refused").length, 0);
  return Math.max(0, sent - result.stored - refused);
}

const results = [await surge(options.app)];
if (options.against) results.push(await surge(options.against));
console.log("\nside by side:");
console.log(`${"build".padEnd(40)} CPU/hit   pages p50/p99 (ms)   leads p50/p99 (ms)   leads lost`);
for (const result of results) {
  const all = (pick: (round: RoundResult) => Outcome[]) =>
    result.rounds
      .flatMap(pick)
      .map((o) => o.ms)
      .sort((a, b) => a - b);
  const pages = all((round) => round.pages);
  const leads = all((round) => round.leads);
  const pair = (ms: number[]) => `${percentile(ms, 50).toFixed(0)}/${percentile(ms, 99).toFixed(0)}`.padEnd(20);
  console.log(
    `${result.name.padEnd(40)} ${result.cpuPerHit.toFixed(2).padStart(5)} ms  ${pair(pages)} ${pair(leads)} ${leadsLost(result)}`,
  );
}
