import { execFileSync, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * A throwaway PostgreSQL server on loopback, started from the machine's PostgreSQL binaries (Debian's
 * `postgresql` package), so the tests need nothing running beforehand. PostgreSQL refuses to run as root,
 * so as root the server runs as the `postgres` user that the package creates.
 */
export type PostgresServer = {
  url: string;
  port: number;
  /** The server's own folder (data, socket, log). */
  dir: string;
  stop: () => void;
  /** Stops the server, keeping its data, and starts it again on the same port. */
  restart: () => void;
  /** Stops the server but keeps its data, so `start` can bring it back. */
  halt: () => void;
  start: () => void;
};

function findBinDir(): string {
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(path.join(root, v, "bin", "initdb")))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  const newest = versions[0];
  if (!newest) {
    throw new Error("PostgreSQL server binaries not found. Install them with: apt-get install -y postgresql");
  }
  return path.join(root, newest, "bin");
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject()));
    });
  });
}

export async function startPostgresServer(): Promise<PostgresServer> {
  const bin = findBinDir();
  const isRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(path.join(tmpdir(), "pg-test-"));
  const dataDir = path.join(dir, "data");
  const port = await freePort();

  const run = (command: string, args: string[]) => {
    const [file, argv] = isRoot
      ? ["runuser", ["-u", "postgres", "--", path.join(bin, command), ...args]]
      : [path.join(bin, command), args];
    const result = spawnSync(file, argv, { encoding: "utf8" });
    if (result.status !== 0) {
      throw new Error(`${command} failed (${result.status}): ${result.stderr || result.stdout}`);
    }
  };
  if (isRoot) {
    chmodSync(dir, 0o755);
    execFileSync("chown", ["postgres:postgres", dir]);
  }

  run("initdb", ["-D", dataDir, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--locale=C", "--no-sync"]);
  const start = () =>
    run("pg_ctl", [
      "-D",
      dataDir,
      "-l",
      path.join(dir, "server.log"),
      "-w",
      "-o",
      `-p ${port} -h 127.0.0.1 -k ${dir} -c fsync=off -c full_page_writes=off -c max_connections=200`,
      "start",
    ]);
  const halt = () => run("pg_ctl", ["-D", dataDir, "-m", "fast", "-w", "stop"]);
  start();
  const stop = () => stopPostgresServer(dir);

  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start,
    halt,
    restart: () => {
      halt();
      start();
    },
    dir,
    stop,
  };
}

/** Stops a server started by startPostgresServer and removes its files; `dir` is its `dir`. */
export function stopPostgresServer(dir: string): void {
  const dataDir = path.join(dir, "data");
  const bin = findBinDir();
  const pgCtl = path.join(bin, "pg_ctl");
  const args = ["-D", dataDir, "-m", "immediate", "-w", "stop"];
  try {
    if (existsSync(dataDir)) {
      process.getuid?.() === 0
        ? spawnSync("runuser", ["-u", "postgres", "--", pgCtl, ...args])
        : spawnSync(pgCtl, args);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A fresh, empty database on the server, so test files never see each other's rows. */
export async function createDatabase(serverUrl: string): Promise<string> {
  const { default: pg } = await import("pg");
  const name = `test_${Math.random().toString(36).slice(2, 10)}`;
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
