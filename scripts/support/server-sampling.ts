import { readdirSync, readFileSync } from "node:fs";
import { percentile } from "./percentile";

/** RSS in bytes of a process and all its descendants (libvips and workers may add threads or children). */
export function treeRss(pid: number): number {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "latin1");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {} // gone meanwhile
  }
  let total = 0;
  const queue = [pid];
  while (queue.length > 0) {
    const current = queue.pop()!;
    try {
      const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${current}/status`, "latin1"));
      total += Number(match?.[1] ?? 0) * 1024;
    } catch {}
    queue.push(...(children.get(current) ?? []));
  }
  return total;
}

/** Samples memory and page latency until stopped. */
export function startSampling(origin: string, pid: number) {
  let peak = treeRss(pid);
  const latencies: number[] = [];
  let failed = 0;
  const pending: Promise<void>[] = [];
  const rss = setInterval(() => {
    peak = Math.max(peak, treeRss(pid));
  }, 100);
  const pages = setInterval(() => {
    const started = performance.now();
    pending.push(
      fetch(`${origin}/`)
        .then((response) => response.arrayBuffer())
        .catch(() => {
          failed++; // counted with the time it took to fail (undici gives up connecting after 10 s)
        })
        .then(() => {
          latencies.push(performance.now() - started);
        }),
    );
  }, 100);
  return async () => {
    clearInterval(rss);
    clearInterval(pages);
    await Promise.all(pending);
    latencies.sort((a, b) => a - b);
    const [p50, p99] = [percentile(latencies, 50), percentile(latencies, 99)];
    return { peakMb: peak / 1e6, p50, p99, samples: latencies.length, failed };
  };
}
