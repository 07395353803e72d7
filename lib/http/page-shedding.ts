import type { IncomingMessage, ServerResponse } from "node:http";
import type { CompressedPages } from "./compressed-pages.ts";

/**
 * Leads before pages when one instance is past what it can serve (server.ts). A storm brings a flood of page views
 * and, among them, the leads that matter; when page renders pile up, a lead queued behind them times out. So when
 * more page views are in progress than the server works through in a moment, a further page view is answered at
 * once, without Next: with the last version of that page kept by compressed-pages (the visitor sees the page, a
 * little older), or else a short 503 with Retry-After and the call link of the last page served. A request with a
 * body (a lead, a storm report, a sign-in), an API call, the admin, the Studio, Next's static files and its
 * optimised images are never turned away here; they are what the room is kept for.
 *
 * Two signs that the server is behind, either enough: the event loop runs late (requests wait to be read before any
 * render starts: a timer due every 50 ms fires, on a running average, over 150 ms late; one slow render alone does
 * not count) while page views come in at a storm's pace or several are in progress (a server that is starting, or
 * serves one visitor, is slow, not full), or more page views are in progress than a cached hit of a few
 * milliseconds explains. The pace matters because cached hits finish within their turn of the loop: at 300 a second
 * few are ever in progress at once, and the queue is in the kernel, of connections not yet read, leads among them.
 * Only server.ts has this; `next start`, the standalone server and Vercel do not (docs/deploy-and-operations.md,
 * "One VPS with a reverse proxy"). The log says when it happens (shedReport).
 */

/** Page views in progress beyond which one more is answered without Next. */
export const maxPagesInProgress = 64;
/**
 * Page views in progress from which a late event loop counts as full. Well above what one visitor brings: a page's
 * link prefetches put a dozen requests in flight at once, and a loop runs late on a machine busy with other work
 * (a build, a browser) without this server being full.
 */
export const busyPagesInProgress = 16;
/**
 * Page views a second from which a late event loop counts as full: a third of what one instance serves from its
 * cache (a cached hit costs about 3 ms of CPU), and far more than a few visitors' pages and link prefetches.
 */
export const busyPageViewsPerSecond = 100;
/** How late the event loop may run, on average, before page views are answered without Next, in milliseconds. */
export const maxLoopDelayMs = 150;
const samplingMs = 50;

/**
 * How late a repeating timer fires: the event loop's delay, as a running average that gives the last tick 30 %, so
 * that one render that held the loop for 200 ms (a first render on a slow machine) is not taken for a flood.
 */
function loopDelay(): () => number {
  let average = 0;
  let expected = performance.now() + samplingMs;
  setInterval(() => {
    const now = performance.now();
    average = 0.7 * average + 0.3 * Math.max(0, now - expected);
    expected = now + samplingMs;
  }, samplingMs).unref();
  return () => average;
}

/**
 * Whether `count` page views came in within the last second: the times of the last `count` arrivals in a ring, so the
 * oldest of them says it exactly, at any moment (counts per clock second halve a pace that straddles two of them).
 */
function arrivalPace(count: number): { arrived(): void; reached(): boolean } {
  const times = new Float64Array(count).fill(Number.NEGATIVE_INFINITY);
  let oldest = 0;
  return {
    arrived() {
      times[oldest] = performance.now();
      oldest = (oldest + 1) % count;
    },
    reached: () => performance.now() - times[oldest]! < 1000,
  };
}

/**
 * Addresses never turned away: they are not page views, or they are the owner's. An optimised image is bounded work
 * (the widths are the config's, each kept on disk once made) that a page already served asks for; turned away, it
 * would be a broken picture answered with a page of HTML.
 */
const neverShed = /^\/(_next\/(static\/|image\b)|api\/|admin(\/|$)|auth(\/|$)|studio(\/|$))/;

/** A short answer for a busy moment: the words are the site's fixed UI words; the number is the last page's. */
function busyPage(callLink: [string, string] | null): string {
  const call = callLink ? `<p><a href="${callLink[0]}">${callLink[1]}</a></p>` : "";
  return `<!doctype html><html lang="nl"><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Even druk</title><h1>Het is even erg druk op de website</h1><p>Probeer het over een paar seconden opnieuw. Met spoed? Bel ons direct.</p>${call}</html>`;
}

/**
 * Says in the log how often page views were answered here, so an operator sees a storm's pressure: a line when a busy
 * spell starts, then one a minute with the counts while it lasts, never a line per view. Counts only, no addresses.
 * Each instance logs its own (the timer is this process's, but it decides nothing).
 */
function shedReport(log: (line: string) => void, everyMs: number): (kept: boolean) => void {
  let kept = 0;
  let busy = 0;
  let timer: NodeJS.Timeout | null = null;
  const report = () => {
    timer = null;
    if (kept + busy === 0) return; // the spell is over
    log(`Busy: ${kept + busy} page views answered without rendering since the last line (${kept} kept, ${busy} 503)`);
    kept = busy = 0;
    timer = setTimeout(report, everyMs).unref();
  };
  return (wasKept) => {
    if (wasKept) kept++;
    else busy++;
    if (timer) return;
    log("Busy: page views are answered without rendering (the last kept version or a 503) until the server catches up");
    timer = setTimeout(report, everyMs).unref();
  };
}

export function createPageShedding(
  pages: CompressedPages,
  limit = maxPagesInProgress,
  delayLimit = maxLoopDelayMs,
  busy = busyPagesInProgress,
  busyRate = busyPageViewsPerSecond,
  log: (line: string) => void = console.warn,
  reportEveryMs = 60_000,
) {
  let inProgress = 0;
  const delay = loopDelay();
  const arrivals = arrivalPace(busyRate);
  const shed = shedReport(log, reportEveryMs);
  return {
    /** True when Next should handle the request; false when it was answered here. */
    admit(req: IncomingMessage, res: ServerResponse): boolean {
      const hasBody = req.headers["content-length"] !== undefined || req.headers["transfer-encoding"] !== undefined;
      if ((req.method !== "GET" && req.method !== "HEAD") || hasBody || neverShed.test(req.url ?? "/")) return true;
      arrivals.arrived();
      const flooded = inProgress >= busy || arrivals.reached();
      if (inProgress >= limit || (flooded && delay() > delayLimit)) {
        const kept = pages.serveKept(req, res);
        shed(kept);
        if (!kept) {
          res.writeHead(503, {
            "content-type": "text/html; charset=utf-8",
            "cache-control": "no-store",
            "retry-after": "5",
          });
          res.end(busyPage(pages.callLink()));
        }
        return false;
      }
      inProgress++;
      let done = false;
      const finished = () => {
        if (done) return;
        done = true;
        inProgress--;
      };
      res.once("finish", finished);
      res.once("close", finished);
      return true;
    },
    inProgress: () => inProgress,
  };
}
