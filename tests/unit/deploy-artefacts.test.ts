import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { addressSettings } from "@/lib/config";

// No Docker daemon runs on the test machines, so the container files cannot be run here. These checks keep them in
// step with what the tests do run: tests/e2e/shared/standalone.spec.ts starts the same entry, laid out the same way
// (tests/support/standalone-server.ts), with the same address settings.

type Service = {
  image?: string;
  build?: unknown;
  environment?: Record<string, string>;
  ports?: string[];
  expose?: string[];
  volumes?: string[];
  depends_on?: Record<string, unknown> | string[];
};

const compose = parse(readFileSync("compose.yaml", "utf8"), { merge: true }) as { services: Record<string, Service> };
const dockerfile = readFileSync("Dockerfile", "utf8");
const caddyfile = readFileSync("deploy/Caddyfile", "utf8");
const standaloneServer = readFileSync("tests/support/standalone-server.ts", "utf8");
const deployDocs = readFileSync("docs/deploy-and-operations.md", "utf8");

describe("compose.yaml", () => {
  const apps = ["app1", "app2"].map((name) => compose.services[name]!);

  it("runs two instances of one image with PostgreSQL 17, Valkey and Caddy", () => {
    expect(Object.keys(compose.services).sort()).toEqual(["app1", "app2", "caddy", "postgres", "valkey"]);
    expect(apps.every((app) => app.image === "brabant-dakzorg:latest")).toBe(true);
    expect(compose.services.postgres!.image).toBe("postgres:17");
    expect(compose.services.valkey!.image).toMatch(/^valkey\/valkey:/);
    // The cache's tag invalidations have no TTL: an eviction policy that may drop them could serve an old page.
    expect((compose.services.valkey as { command?: string[] }).command).toEqual(
      expect.arrayContaining(["--maxmemory-policy", "volatile-lru"]),
    );
    expect(compose.services.caddy!.image).toMatch(/^caddy:2/);
  });

  it("gives each instance the settings the standalone test runs with, and every setting it needs", () => {
    for (const app of apps) {
      const env = app.environment!;
      expect(Object.keys(env).sort()).toEqual(
        [
          "ADMIN_EMAIL",
          "ADMIN_PASSWORD",
          "BETTER_AUTH_SECRET",
          "CLIENT_ADDRESS_SOURCE",
          "DATABASE_URL",
          "LEADS_NOTIFY_TO",
          "REDIS_URL",
          "SANITY_REVALIDATE_SECRET",
          "SITE_URL",
          "SMTP_URL",
          "TRUSTED_PROXIES",
          "VAPID_PRIVATE_KEY",
          "VAPID_PUBLIC_KEY",
        ].sort(),
      );
      expect(addressSettings(env)).toEqual({ source: "proxies", trustedProxies: 1 });
      expect(env.DATABASE_URL).toMatch(/@postgres:5432\//);
      expect(env.REDIS_URL).toBe("redis://valkey:6379");
      // Only Caddy may reach an instance: a client that could would write its own X-Forwarded-For.
      expect(app.ports).toBeUndefined();
    }
    expect(readFileSync("tests/e2e/shared/standalone.spec.ts", "utf8")).toMatch(
      /CLIENT_ADDRESS_SOURCE: "proxies",\s*TRUSTED_PROXIES: "1"/,
    );
  });

  it("is documented in docs/deploy-and-operations.md with every setting its instances get", () => {
    for (const name of Object.keys(apps[0]!.environment!)) expect(deployDocs, name).toContain(`\`${name}\``);
  });
});

describe("Dockerfile", () => {
  it("builds on Node 24 and runs the standalone server as a non-root user with a health check", () => {
    const stages = [...dockerfile.matchAll(/^FROM (\S+) AS (\w+)/gm)].map(([, image, stage]) => [image, stage]);
    expect(stages).toEqual([
      ["node:24-bookworm-slim", "build"],
      ["node:24-bookworm-slim", "runtime"],
    ]);
    expect(dockerfile).toMatch(/^RUN npm ci$/m);
    expect(dockerfile).toMatch(/^RUN npm run build$/m);
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/^HEALTHCHECK .*\n?.*\/api\/health/m);
    expect(dockerfile).toMatch(/^CMD \["node", "server.js"\]$/m);
    expect(standaloneServer).toContain('spawn(process.execPath, ["server.js"]');
  });

  it("lays the files out as the standalone test does", () => {
    const copies = [...dockerfile.matchAll(/^COPY --from=build \/app\/(\S+) (\S+)$/gm)].map(([, from, to]) => [
      from,
      to,
    ]);
    expect(copies).toEqual([
      [".next/standalone", "./"],
      ["public", "./public"],
      [".next/static", "./.next/static"],
    ]);
    expect(standaloneServer).toContain('cpSync("public", path.join(dir, "public")');
    expect(standaloneServer).toContain('cpSync(".next/static", path.join(dir, ".next/static")');
  });
});

describe("the running container", () => {
  it("cannot change its own code: root owns it, the server's user may write only the image optimiser's cache", () => {
    expect(dockerfile).not.toMatch(/--chown/);
    expect(dockerfile).toMatch(/^RUN mkdir -p \.next\/cache && chown node:node \.next\/cache$/m);
    for (const name of ["app1", "app2"]) {
      const app = compose.services[name] as Service & {
        read_only?: boolean;
        tmpfs?: string[];
        cap_drop?: string[];
        security_opt?: string[];
        mem_limit?: string;
      };
      expect(app.read_only, name).toBe(true);
      expect(app.tmpfs?.map((mount) => mount.split(":")[0]).sort()).toEqual(["/app/.next/cache", "/tmp"]);
      expect(app.cap_drop).toEqual(["ALL"]);
      expect(app.security_opt).toEqual(["no-new-privileges:true"]);
      expect(app.mem_limit).toMatch(/^\d+[mg]$/);
    }
  });

  it("has slow clients cut off by Caddy, since the image runs Next's own server and not server.ts", () => {
    const timeouts = /servers\s*\{\s*timeouts\s*\{([^}]*)\}/.exec(caddyfile)?.[1] ?? "";
    expect(timeouts).toMatch(/read_header 15s/);
    expect(timeouts).toMatch(/read_body 2m/);
    expect(timeouts).toMatch(/idle 2m/);
    expect(deployDocs).toMatch(/read_body/);
  });
});

describe("deploy/Caddyfile", () => {
  it("balances round robin over both instances, checks their health, and caps bodies at the largest form", () => {
    expect(caddyfile).toMatch(/reverse_proxy app1:3000 app2:3000/);
    expect(caddyfile).toMatch(/lb_policy round_robin/);
    expect(caddyfile).toMatch(/health_uri \/api\/health/);
    expect(caddyfile).toMatch(/max_size 53MiB/);
    // Trusting no proxy in front of Caddy is what makes TRUSTED_PROXIES=1 right.
    expect(caddyfile).not.toMatch(/^\s*trusted_proxies/m);
  });

  it("sends every server error as private, no-store (the standalone server has no server.ts to do it)", () => {
    const rule = /header\s*\{([^}]*)\}/.exec(caddyfile)?.[1] ?? "";
    expect(rule).toMatch(/>Cache-Control "private, no-store"/);
    expect(rule).toMatch(/match status 5xx/);
  });
});

describe("vercel.json", () => {
  const vercel = JSON.parse(readFileSync("vercel.json", "utf8")) as { crons: { path: string; schedule: string }[] };

  it("has Vercel's cron call the scheduled-work route, at most daily so every plan accepts it", () => {
    expect(vercel.crons).toHaveLength(1);
    const [{ path, schedule }] = vercel.crons as [{ path: string; schedule: string }];
    expect(path).toBe("/api/cron");
    expect(existsSync(`app${path}/route.ts`)).toBe(true);
    // Minute and hour fixed, every day: the Hobby plan refuses anything more frequent than once a day.
    expect(schedule).toMatch(/^\d{1,2} \d{1,2} \* \* \*$/);
    expect(deployDocs).toContain("`CRON_SECRET`");
  });
});
