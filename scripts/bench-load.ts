// `npm run bench:load [-- seconds connections]`: the home and a town page under 50 concurrent connections for
// 30 s each on loopback, against `npm start` (build first). Prints requests/s, p50/p99 latency and errors.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startServer } from "../tests/support/next-server";
import { percentile } from "./support/percentile";

const seconds = Number(process.argv[2] ?? 30);
const connections = Number(process.argv[3] ?? 50);
const server = await startServer({ PGLITE_DIR: path.join(mkdtempSync(path.join(tmpdir(), "bench-load-")), "db") });

try {
  console.log(`load benchmark: ${connections} connections, ${seconds} s per page, production server on loopback`);
  for (const page of ["/", "/dakdekker-eindhoven"]) {
    const latencies: number[] = [];
    let errors = 0;
    const until = performance.now() + seconds * 1000;
    const connection = async () => {
      while (performance.now() < until) {
        const t0 = performance.now();
        try {
          const response = await fetch(`${server.origin}${page}`);
          await response.arrayBuffer();
          if (response.status !== 200) errors++;
        } catch {
          errors++;
        }
        latencies.push(performance.now() - t0);
      }
    };
    await Promise.all(Array.from({ length: connections }, connection));
    latencies.sort((a, b) => a - b);
    console.log(
      `${page.padEnd(22)} ${(latencies.length / seconds).toFixed(0)} req/s  p50 ${percentile(latencies, 50).toFixed(1)} ms  p99 ${percentile(latencies, 99).toFixed(1)} ms  errors ${errors} of ${latencies.length}`,
    );
  }
} finally {
  server.stop();
}
