import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { fullChromiumPath } from "./browsers";

export type LighthouseSummary = {
  url: string;
  scores: Record<string, number>;
  metrics: { lcp: number; tbt: number; cls: number; scriptBytes: number; totalBytes: number };
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
    };
  } finally {
    chrome.kill();
  }
}
