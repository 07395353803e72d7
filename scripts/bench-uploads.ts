// `npm run bench:uploads [-- extra.heic ...]`: photo uploads against the built site (`npm run build` first). Starts
// the production server (server.ts) on PGlite in a temporary directory and, per scenario, sends five requests at once through the quote
// form as a browser without JavaScript posts it, each with five photos, while it samples the server's memory (RSS
// of the server process and its children, every 100 ms) and times a GET / every 100 ms. Scenarios: huge-dimension
// HEICs (8192×8192, 15 KB), 12 MP phone HEICs, 16000×16000 PNGs, and one per extra file given on the command line.
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathOf } from "../lib/site/routes";
import { formFields, startServer } from "../tests/support/next-server";
import { startSampling, treeRss } from "./support/server-sampling";

const root = path.resolve(import.meta.dirname, "..");
const fixtures = path.join(root, "tests/fixtures");
if (!existsSync(path.join(root, ".next/BUILD_ID"))) throw new Error("no build: run `npm run build` first");

type Scenario = { name: string; file: string; type: string };
const typeOf = (file: string) =>
  ({ ".heic": "image/heic", ".png": "image/png", ".webp": "image/webp" })[path.extname(file).toLowerCase()] ??
  "image/jpeg";
const scenarios: Scenario[] = [
  { name: "5×5 HEIC 8192×8192", file: path.join(fixtures, "heic-8192x8192-solid.heic"), type: "image/heic" },
  { name: "5×5 HEIC 12 MP", file: path.join(fixtures, "heic-12mp-phone.heic"), type: "image/heic" },
  { name: "5×5 PNG 16000×16000", file: path.join(fixtures, "png-16000x16000-solid.png"), type: "image/png" },
  ...process.argv.slice(2).map((file) => ({ name: `5×5 ${path.basename(file)}`, file, type: typeOf(file) })),
];
const parallel = 5;
const photosPerRequest = 5;

const dataDir = mkdtempSync(path.join(tmpdir(), "bench-uploads-"));
const server = await startServer({ DATABASE_URL: "", PGLITE_DIR: dataDir, LEADS_RATE_LIMIT: "1000/60", SMTP_URL: "" });
process.once("exit", server.stop); // also when the benchmark itself fails
const { origin } = server;

try {
  const pid = server.pid;
  const formPage = `${origin}/offerte-aanvragen`;
  const hidden = await formFields(formPage);
  // Warm up: the page, the database and the form's first submission.
  for (let i = 0; i < 10; i++) await (await fetch(`${origin}/`)).arrayBuffer();

  const idle = startSampling(origin, pid);
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const quiet = await idle();
  console.log(
    `idle: RSS ${(treeRss(pid) / 1e6).toFixed(0)} MB, GET / p50 ${quiet.p50.toFixed(1)} ms p99 ${quiet.p99.toFixed(1)} ms`,
  );
  console.log(
    "scenario               | outcome (5 requests)   | s per request (min-max) | peak RSS | RSS after | GET / p50 / p99 ms",
  );

  let n = 0;
  for (const scenario of scenarios) {
    const bytes = readFileSync(scenario.file);
    const stop = startSampling(origin, pid);
    const results = await Promise.all(
      Array.from({ length: parallel }, async () => {
        const body = new FormData();
        for (const [name, value] of hidden) body.set(name, value);
        const i = n++;
        body.set("idempotencyKey", `bench-uploads-${i.toString().padStart(6, "0")}-${Date.now()}`);
        body.set("name", `Bench ${i}`);
        body.set("email", `bench${i}@example.nl`);
        body.set("phone", "0612345678");
        body.set("address", "Kerkstraat 12, 5461 AB Veghel");
        body.set("roofType", "hellend-dak");
        body.set("message", `Foto’s van de benchmark ${i}`);
        for (let p = 0; p < photosPerRequest; p++) {
          body.append(
            "photos",
            new File([new Uint8Array(bytes)], `foto-${p}${path.extname(scenario.file)}`, { type: scenario.type }),
          );
        }
        const started = performance.now();
        let response: Response;
        let html: string;
        try {
          response = await fetch(formPage, { method: "POST", body, redirect: "manual", headers: { origin } });
          html = await response.text();
        } catch (error) {
          return { outcome: `failed: ${(error as Error).message}`, seconds: (performance.now() - started) / 1000 };
        }
        const seconds = (performance.now() - started) / 1000;
        const outcome =
          response.status === 303 && response.headers.get("location")?.endsWith(pathOf("thankYou"))
            ? "accepted"
            : /te groot om te verwerken/.test(html)
              ? "refused: too large"
              : /niet openen als foto|niet op tijd/.test(html)
                ? "refused: unreadable"
                : `HTTP ${response.status} ${/"status":"[a-z-]+"/.exec(html)?.[0] ?? ""}`;
        return { outcome, seconds };
      }),
    );
    const measured = await stop();
    await new Promise((resolve) => setTimeout(resolve, 3000)); // the HEIC worker stops after 1 s idle
    const after = treeRss(pid) / 1e6;
    const counts = new Map<string, number>();
    for (const { outcome } of results) counts.set(outcome, (counts.get(outcome) ?? 0) + 1);
    const outcomes = [...counts].map(([outcome, count]) => `${count} ${outcome}`).join(", ");
    const times = results.map((r) => r.seconds);
    console.log(
      [
        scenario.name.padEnd(22),
        outcomes.padEnd(22),
        `${Math.min(...times).toFixed(2)}-${Math.max(...times).toFixed(2)}`.padEnd(23),
        `${measured.peakMb.toFixed(0)} MB`.padStart(8),
        `${after.toFixed(0)} MB`.padStart(9),
        `${measured.p50.toFixed(1)} / ${measured.p99.toFixed(1)} (${measured.samples} samples` +
          `${measured.failed ? `, ${measured.failed} failed` : ""})`,
      ].join(" | "),
    );
  }
} finally {
  server.stop();
  await new Promise((resolve) => setTimeout(resolve, 500));
  rmSync(dataDir, { recursive: true, force: true });
}
