import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { freePort } from "./postgres-server";
import { noteServerStart } from "./server-starts";

/**
 * The production server (server.ts) on the current build, on a loopback port (a free one unless given: a server
 * restarted behind a load balancer keeps its port) with extra environment. `cwd` runs another checkout's build
 * (a benchmark's earlier version); `nodeArgs` go to Node itself (`--cpu-prof`).
 */
export async function startServer(
  env: Record<string, string>,
  options: { port?: number; cwd?: string; nodeArgs?: string[] } = {},
): Promise<StartedServer> {
  const port = options.port ?? (await freePort());
  const origin = `http://127.0.0.1:${port}`;
  noteServerStart();
  const args = [...(options.nodeArgs ?? []), "server.ts", "--port", String(port), "--hostname", "127.0.0.1"];
  const child = spawn(process.execPath, args, {
    cwd: options.cwd,
    // Sign-in posts come from this server's own address.
    // Every test client comes from 127.0.0.1: one network, which the network's daily share would soon refuse; the
    // tests of that limit set their own.
    env: {
      ...process.env,
      NODE_ENV: "production",
      AUTH_TRUSTED_ORIGINS: origin,
      LEADS_NETWORK_DAILY_CAP: "100000",
      ...env,
    },
    // Its standard output says when it listens; errors go to the test output.
    stdio: ["ignore", "pipe", "inherit"],
    // Its own process group, so stopping it stops anything it started too.
    detached: true,
  });
  // server.ts prints its address once it listens, after Next has prepared; the rest of its output is read and dropped.
  const listening = new Promise<void>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.on("line", (line) => {
      if (line.startsWith("> Production server on ")) resolve();
    });
    child.once("exit", (code) => reject(new Error(`server exited with ${code} before it listened`)));
  });
  let timer: NodeJS.Timeout | undefined;
  const tooSlow = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("server did not listen within two minutes")), 120_000);
  });
  try {
    await Promise.race([listening, tooSlow]);
  } catch (error) {
    try {
      process.kill(-child.pid!, "SIGTERM");
    } catch {} // already exited
    throw error;
  } finally {
    clearTimeout(timer);
  }
  const stop = () => {
    try {
      process.kill(-child.pid!, "SIGTERM");
    } catch {} // already stopped
  };
  // Listening is serving: the home page answers. A server that does not is stopped, not left running on its own.
  const home = await fetch(origin);
  if (!home.ok) {
    stop();
    throw new Error(`server answered ${home.status} on /`);
  }
  /** Stops the server and resolves once its process has exited (its port is free again). */
  const stopped = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    stop();
    await exited;
  };
  /** Stops it and starts it again on the same port with the same settings (a deploy, a crash-restart). */
  const restart = async (): Promise<StartedServer> => {
    await stopped();
    return startServer(env, { ...options, port });
  };
  return { origin, port, pid: child.pid!, stop, stopped, restart };
}

export type StartedServer = {
  origin: string;
  port: number;
  pid: number;
  stop: () => void;
  stopped: () => Promise<void>;
  restart: () => Promise<StartedServer>;
};

/** The hidden fields React renders for a form's server action: what a browser without JavaScript posts. */
export async function formFields(pageUrl: string): Promise<[string, string][]> {
  const html = await (await fetch(pageUrl)).text();
  const form = html.slice(html.indexOf("<form"), html.indexOf("</form>"));
  return [...form.matchAll(/<input type="hidden" name="([^"]+)"(?: value="([^"]*)")?/g)].map(([, name, value]) => [
    name!,
    (value ?? "").replaceAll("&quot;", '"').replaceAll("&amp;", "&"),
  ]);
}
