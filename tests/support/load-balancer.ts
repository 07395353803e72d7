import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "./postgres-server";

/**
 * nginx from Debian's package as a round-robin load balancer on loopback, in front of app instances: it appends
 * the client's address to X-Forwarded-For (so the apps run with one trusted proxy), passes a request to the other
 * instance when one refuses the connection, and allows the request form's largest body — as the nginx example in
 * docs/deploy-and-operations.md does in production. With `cache`, it also keeps pages as their Cache-Control allows
 * (`s-maxage`), as a CDN or caching proxy in front would: one request per page and minute reaches the apps.
 */
export type LoadBalancer = { origin: string; port: number; stop: () => Promise<void>; errorLog: () => string };

export async function startLoadBalancer(
  upstreamPorts: number[],
  listenPort?: number,
  options: { cache?: boolean } = {},
): Promise<LoadBalancer> {
  const binary = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((file) => existsSync(file));
  if (!binary) throw new Error("nginx not found. Install it with: apt-get install -y nginx");
  const port = listenPort ?? (await freePort());
  const dir = mkdtempSync(path.join(tmpdir(), "nginx-test-"));
  for (const sub of ["body", "proxy", "fastcgi", "uwsgi", "scgi", "cache"]) mkdirSync(path.join(dir, sub));
  const cache = options.cache
    ? {
        http: `proxy_cache_path ${dir}/cache levels=1:2 keys_zone=pages:10m max_size=200m inactive=10m use_temp_path=off;`,
        location: `proxy_cache pages;
      proxy_cache_lock on;
      proxy_cache_use_stale updating error timeout;
      proxy_cache_background_update on;
      add_header X-Cache $upstream_cache_status;`,
      }
    : { http: "", location: "" };
  const isRoot = process.getuid?.() === 0;
  const config = `
${isRoot ? "user root;" : ""}
worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  ${cache.http}
  upstream app {
${upstreamPorts.map((upstream) => `    server 127.0.0.1:${upstream} max_fails=0;`).join("\n")}
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 53m;
    location / {
      proxy_pass http://app;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout;
      proxy_read_timeout 120s;
      ${cache.location}
    }
  }
}
`;
  writeFileSync(path.join(dir, "nginx.conf"), config);
  const child = spawn(binary, ["-c", path.join(dir, "nginx.conf"), "-p", dir], { stdio: "ignore", detached: true });
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) {
      throw new Error(`nginx exited with ${child.exitCode}: ${readLog(dir)}`);
    }
    try {
      await fetch(origin, { signal: AbortSignal.timeout(1_000) });
      break;
    } catch {}
    if (i > 100) throw new Error("nginx did not start within 10 s");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    origin,
    port,
    errorLog: () => readLog(dir),
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGQUIT");
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function readLog(dir: string): string {
  try {
    return readFileSync(path.join(dir, "error.log"), "utf8");
  } catch {
    return "";
  }
}
