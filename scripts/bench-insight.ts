// `npm run bench:insight [-- EVENTS LEADS]`: a year of traffic in a throwaway PostgreSQL server (1,000,000 events and
// 20,000 leads by default), then the owner's reports timed two ways: each database query of the dashboard and the
// "Pagina’s" view, and the pages themselves (/admin and /admin/paginas for 7, 30 and 90 days) answered by the
// production server to a signed-in owner. Target: under 300 ms each. Run `npm run build` first.
import { chromium } from "@playwright/test";
import pg from "pg";
import {
  answeredLeads,
  channelReport,
  dailySeries,
  eventCounters,
  pageReport,
  waitingLeads,
} from "../lib/admin/insight";
import { officeMinutesBetween, summarize } from "../lib/admin/response-clock";
import type { OfficeHours } from "../lib/content/office-hours";
import { openDatabase } from "../lib/db/database";
import { fullChromiumPath } from "../tests/support/browsers";
import { startServer } from "../tests/support/next-server";
import { startPostgresServer } from "../tests/support/postgres-server";

const events = Number(process.argv[2] ?? 1_000_000);
const leads = Number(process.argv[3] ?? 20_000);
const owner = { email: "eigenaar.bench@brabantdakzorg.example", password: "bench-wachtwoord-123" };
const runs = 15;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const p95 = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * 0.95))]!;

async function time(label: string, work: () => Promise<unknown>, rows: string[][]) {
  await work(); // warm: plans and caches, as on a server that has been up a while
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await work();
    samples.push(performance.now() - t0);
  }
  const p50 = median(samples);
  rows.push([label, p50.toFixed(1), p95(samples).toFixed(1), p50 < 300 ? "ja" : "NEE"]);
}

const postgres = await startPostgresServer();
const handle = await openDatabase({ url: postgres.url });
const client = new pg.Client({ connectionString: postgres.url });
await client.connect();
try {
  // A year of events: mostly page views on the town pages and the main pages, some calls and WhatsApp clicks,
  // spread over 365 days with more on weekdays, in five channels.
  const t0 = performance.now();
  await client.query(
    `
    insert into analytics_events (event_name, page_path, channel, session_id, timestamp, event_data)
    select
      (array['page_view','page_view','page_view','page_view','page_view','page_view','page_view','phone_call','whatsapp_click','button_click'])[1 + (i % 10)],
      (array['/','/dakdekker-uden','/dakdekker-veghel','/dakdekker-oss','/dakdekker-eindhoven','/spoedhulp','/offerte-aanvragen','/contact','/tips-en-advies','/dakdekker-schijndel'])[1 + ((i * 7) % 10)],
      (array['google-ads','google-organic','google-organic','direct','referral','campaign', null])[1 + ((i * 13) % 7)],
      'bench-' || (i / 5),
      now() - (random() * interval '365 days'),
      '{}'::jsonb
    from generate_series(1, $1::int) as i`,
    [events],
  );
  await client.query(
    `
    insert into contact_submissions (name, phone, page_path, landing_page, channel, status, created_at, first_contact_at, idempotency_key)
    select 'Bench ' || i, '+31612345678',
      (array['/offerte-aanvragen','/dakdekker-uden','/contact','/spoedhulp'])[1 + (i % 4)],
      (array['/dakdekker-uden','/','/dakdekker-veghel', null])[1 + ((i * 3) % 4)],
      (array['google-ads','google-organic','direct','referral','campaign'])[1 + ((i * 7) % 5)],
      (array['new','contacted','won','lost','done'])[1 + (i % 5)],
      c, case when i % 5 = 0 then null else c + (random() * interval '3 hours') end,
      'bench-' || i
    from generate_series(1, $1::int) as i, lateral (select now() - (random() * interval '365 days') as c) as t`,
    [leads],
  );
  await client.query("vacuum analyze analytics_events, contact_submissions");
  console.log(
    `seeded ${events.toLocaleString("en")} events and ${leads.toLocaleString("en")} leads in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );

  const rows: string[][] = [];
  const { db } = handle;
  for (const days of [7, 30, 90] as const) {
    await time(`query: daily chart, ${days} days`, () => dailySeries(db, days), rows);
    await time(`query: pages report, ${days} days`, () => pageReport(db, days, null), rows);
    await time(`query: pages report, Google Ads, ${days} days`, () => pageReport(db, days, "google-ads"), rows);
    await time(`query: channel report, ${days} days`, () => channelReport(db, days), rows);
    await time(`query: event counters, ${days} days`, () => eventCounters(db, days), rows);
    const hours: OfficeHours = { weekly: [{ from: "monday", to: "friday", opens: "08:00", closes: "17:00" }] };
    await time(
      `query + clock: response times, ${days} days`,
      async () =>
        summarize(
          (await answeredLeads(db, days)).map((lead) =>
            officeMinutesBetween(lead.createdAt, lead.firstContactAt!, hours),
          ),
        ),
      rows,
    );
  }
  await time("query: waiting leads", () => waitingLeads(db), rows);

  const server = await startServer({
    DATABASE_URL: postgres.url,
    ADMIN_EMAIL: owner.email,
    ADMIN_PASSWORD: owner.password,
    BETTER_AUTH_SECRET: "bench-auth-secret-that-is-long-enough-0123456789",
    SMTP_URL: "",
  });
  try {
    const browser = await chromium.launch({ executablePath: fullChromiumPath });
    const page = await browser.newPage();
    await page.goto(`${server.origin}/auth`);
    await page.getByLabel("E-mailadres").fill(owner.email);
    await page.getByLabel("Wachtwoord").fill(owner.password);
    await page.getByRole("button", { name: "Inloggen" }).click();
    await page.waitForURL(/\/admin$/, { timeout: 60_000 });
    const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
    await browser.close();
    for (const path of [
      "/admin?periode=7",
      "/admin?periode=30",
      "/admin?periode=90",
      "/admin/paginas?periode=7",
      "/admin/paginas?periode=30",
      "/admin/paginas?periode=90",
      "/admin/paginas?periode=90&bron=google-ads&sorteer=leads",
    ]) {
      await time(
        `page: ${path}`,
        async () => {
          const response = await fetch(`${server.origin}${path}`, { headers: { cookie } });
          if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
          await response.text();
        },
        rows,
      );
    }
  } finally {
    server.stop();
  }

  const width = Math.max(...rows.map((row) => row[0]!.length));
  console.log(`\n${"".padEnd(width)}  p50 ms   p95 ms  < 300 ms`);
  for (const [label, a, b, ok] of rows)
    console.log(`${label!.padEnd(width)}  ${a!.padStart(6)}  ${b!.padStart(7)}  ${ok}`);
} finally {
  await client.end();
  await handle.close();
  postgres.stop();
}
