import { spawn } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "./postgres-server";
import { noteServerStart } from "./server-starts";

/**
 * Next's standalone server (`.next/standalone/server.js`, the container's entry) on a free loopback port, laid out
 * exactly as the Dockerfile lays it out: the standalone folder, with `public/` and `.next/static` copied beside it,
 * in a folder of its own (it writes its page cache there). Not server.ts: this is what a host without the custom
 * server runs, so only the app's own rules (proxy.ts) apply.
 */
export async function startStandaloneServer(env: Record<string, string>) {
  const standalone = path.resolve(".next/standalone");
  if (!existsSync(path.join(standalone, "server.js"))) {
    throw new Error(
      "No .next/standalone/server.js: run `npm run build` first (next.config.ts sets output: standalone).",
    );
  }
  const dir = mkdtempSync(path.join(tmpdir(), "standalone-"));
  // The Dockerfile's three COPY lines.
  cpSync(standalone, dir, { recursive: true });
  cpSync("public", path.join(dir, "public"), { recursive: true });
  cpSync(".next/static", path.join(dir, ".next/static"), { recursive: true });

  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  noteServerStart();
  const child = spawn(process.execPath, ["server.js"], {
    cwd: dir,
    // Only what the container gets: nothing inherited from the test runner's own settings.
    env: {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "production",
      PORT: String(port),
      HOSTNAME: "127.0.0.1",
      NEXT_TELEMETRY_DISABLED: "1",
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  const stop = () => {
    try {
      process.kill(-child.pid!, "SIGTERM");
    } catch {} // already stopped
  };
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`standalone server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${origin}/api/health`)).ok) break;
    } catch {}
    if (i > 240) {
      stop();
      throw new Error("standalone server did not start within a minute");
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    origin,
    stop: () => {
      stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
