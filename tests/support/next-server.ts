import { spawn } from "node:child_process";
import { freePort } from "./postgres-server";

/** `next start` of the current build on a free loopback port, with extra environment; resolves once it answers. */
export async function startServer(env: Record<string, string>) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn("node_modules/.bin/next", ["start", "--port", String(port), "--hostname", "127.0.0.1"], {
    // Sign-in posts come from this server's own address.
    env: { ...process.env, AUTH_TRUSTED_ORIGINS: origin, ...env },
    stdio: ["ignore", "ignore", "inherit"],
    // Its own process group: `next start` runs the server in a child process, which must be stopped too.
    detached: true,
  });
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(origin)).ok) break;
    } catch {}
    if (i > 120) throw new Error("server did not start");
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { origin, stop: () => process.kill(-child.pid!, "SIGTERM") };
}

/** The hidden fields React renders for a form's server action: what a browser without JavaScript posts. */
export async function formFields(pageUrl: string): Promise<[string, string][]> {
  const html = await (await fetch(pageUrl)).text();
  const form = html.slice(html.indexOf("<form"), html.indexOf("</form>"));
  return [...form.matchAll(/<input type="hidden" name="([^"]+)"(?: value="([^"]*)")?/g)].map(([, name, value]) => [
    name!,
    (value ?? "").replaceAll("&quot;", '"').replaceAll("&amp;", "&"),
  ]);
}

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}
