import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createConnection } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "./postgres-server";

/**
 * A throwaway Redis server on loopback from Debian's `redis-server` package, with no persistence, and the eviction
 * policy docs/deploy-and-operations.md asks of a production server (keys without a TTL, the cache's tag states, are
 * never evicted).
 * `memory` gives it another size and policy: a small store under `noeviction` is a full Upstash database.
 */
export type RedisServer = { url: string; port: number; stop: () => Promise<void> };

export async function startRedisServer(
  memory: { maxmemory: string; policy: "volatile-lru" | "noeviction" } = { maxmemory: "256mb", policy: "volatile-lru" },
): Promise<RedisServer> {
  const binary = ["/usr/bin/redis-server", "/usr/local/bin/redis-server"].find((file) => existsSync(file));
  if (!binary) throw new Error("redis-server not found. Install it with: apt-get install -y redis-server");
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), "redis-test-"));
  const child = spawn(
    binary,
    [
      "--port",
      String(port),
      "--bind",
      "127.0.0.1",
      "--save",
      "",
      "--appendonly",
      "no",
      "--dir",
      dir,
      "--maxmemory",
      memory.maxmemory,
      "--maxmemory-policy",
      memory.policy,
    ],
    { stdio: "ignore", detached: true },
  );
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`redis-server exited with ${child.exitCode}`);
    if (await answers(port)) break;
    if (i > 100) throw new Error("redis-server did not start within 10 s");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: "127.0.0.1" }, () => {
      socket.write("PING\r\n");
    });
    socket.once("data", (data) => {
      socket.destroy();
      resolve(data.toString().startsWith("+PONG"));
    });
    socket.once("error", () => resolve(false));
  });
}
