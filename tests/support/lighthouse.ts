import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { fullChromiumPath } from "./browsers";

export type LighthouseSummary = {
  url: string;
  scores: Record<string, number>;
  metrics: { lcp: number; tbt: number; cls: number; scriptBytes: number; totalBytes: number };
  /**
   * The unthrottled browser painted first only after the load event: its frames were held back (the page's scripts
   * had run, nothing was left to wait for). Seen in headless Chromium at random, in whole seconds (1.25 or 2.25 s on
   * this machine), on both old and new builds alike; it matches GoogleChrome/lighthouse#17148 (viz stops offering a
   * busy renderer frames during the load). A simulated LCP counts everything loaded and run before the observed
   * paint, so a held run's LCP includes all the scripts and their work while an unheld run's may not.
   */
  held: boolean;
  failedAudits: Record<string, string[]>;
};

/**
 * How Lighthouse slows the page to a phone's: "simulate" (its default) loads it at full speed and computes the
 * metrics from the trace; "devtools" slows the network and the CPU for real (the same 1.6 Mbit/s, 150 ms, 4× CPU)
 * and measures. A simulated LCP depends on which requests and scripts happened to come before the first paint the
 * unthrottled browser made, and runs of one build fall into groups hundreds of ms apart; measured runs do not.
 */
export type Throttling = "simulate" | "devtools";

/**
 * Lighthouse (mobile) in Debian's Chromium. Scores are 0–100; byte counts are what the page transferred
 * (compressed), per resource type.
 */
export async function runLighthouse(
  url: string,
  categories: string[],
  throttling: Throttling = "simulate",
): Promise<LighthouseSummary> {
  const chrome = await chromeLauncher.launch({
    chromePath: fullChromiumPath,
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--no-first-run",
    ],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: categories,
      throttlingMethod: throttling,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    const scores = Object.fromEntries(
      Object.entries(lhr.categories).map(([id, c]) => [id, Math.round((c.score ?? 0) * 100)]),
    );
    const failedAudits = Object.fromEntries(
      Object.entries(lhr.categories).map(([id, category]) => [
        id,
        category.auditRefs.filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1).map((ref) => ref.id),
      ]),
    );
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const observed = (lhr.audits.metrics?.details as { items?: Record<string, number>[] } | undefined)?.items?.[0];
    const items =
      (
        lhr.audits["resource-summary"]?.details as
          | { items?: { resourceType: string; transferSize: number }[] }
          | undefined
      )?.items ?? [];
    const bytes = (type: string) => items.find((item) => item.resourceType === type)?.transferSize ?? 0;
    return {
      url,
      scores,
      metrics: {
        lcp: audit("largest-contentful-paint"),
        tbt: audit("total-blocking-time"),
        cls: audit("cumulative-layout-shift"),
        scriptBytes: bytes("script"),
        totalBytes: bytes("total"),
      },
      failedAudits,
      held: (observed?.observedFirstContentfulPaint ?? 0) > (observed?.observedLoad ?? Number.POSITIVE_INFINITY),
    };
  } finally {
    chrome.kill();
  }
}
