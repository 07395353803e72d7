import { copyFileSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type LoadBalancer, startLoadBalancer } from "./load-balancer";
import { startServer } from "./next-server";
import { freePort } from "./postgres-server";
import { type RedisServer, startRedisServer } from "./redis-server";
import { startSmtpServer } from "./smtp-server";

/**
 * The site as an operator runs it for uptime, on loopback: two production instances of the current build behind
 * nginx (round robin), sharing one PostgreSQL database, one Redis server (the shared cache, REDIS_URL), one content
 * source (a copy of the dataset) and one SMTP server. Used by tests/e2e/cluster/cluster.spec.ts and `npm run bench:cluster`.
 */
export type Instance = Awaited<ReturnType<typeof startServer>>;

export const clusterOwner = { email: "eigenaar.cluster@brabantdakzorg.example", password: "cluster-wachtwoord-123" };
export const clusterWebhookSecret = "cluster-webhook-secret";

export async function startCluster(options: { databaseUrl: string; instances?: number; env?: Record<string, string> }) {
  const count = options.instances ?? 2;
  const datasetDir = mkdtempSync(path.join(tmpdir(), "cluster-dataset-"));
  copyFileSync("studio/dataset/production.ndjson", path.join(datasetDir, "production.ndjson"));
  const redis: RedisServer = await startRedisServer();
  const smtp = await startSmtpServer();
  const ports = await Promise.all(Array.from({ length: count }, () => freePort()));
  const balancerPort = await freePort();
  const origins = [...ports.map((port) => `http://127.0.0.1:${port}`), `http://127.0.0.1:${balancerPort}`];
  const env: Record<string, string> = {
    DATABASE_URL: options.databaseUrl,
    REDIS_URL: redis.url,
    // Each cluster its own keys, so a rerun on the same Redis never reads an earlier run's pages.
    REDIS_KEY_PREFIX: `cluster-${Date.now()}:`,
    SANITY_LOCAL_DATASET_DIR: datasetDir,
    SANITY_REVALIDATE_SECRET: clusterWebhookSecret,
    SMTP_URL: smtp.url,
    LEADS_NOTIFY_TO: "eigenaar@brabantdakzorg.example",
    // nginx appends the address it saw: one trusted proxy.
    TRUSTED_PROXIES: "1",
    ADMIN_EMAIL: clusterOwner.email,
    ADMIN_PASSWORD: clusterOwner.password,
    BETTER_AUTH_SECRET: "cluster-auth-secret-that-is-long-enough-0123456789",
    AUTH_TRUSTED_ORIGINS: origins.join(","),
    LEADS_RATE_LIMIT: "100000/600",
    ...options.env,
  };
  // One after the other: each creates the owner's account if it is missing.
  const instances: Instance[] = [];
  for (const port of ports) instances.push(await startServer(env, { port }));
  const balancer: LoadBalancer = await startLoadBalancer(ports, balancerPort);

  return {
    instances,
    balancer,
    redis,
    /** The prefix of every key the instances write to Redis. */
    keyPrefix: env.REDIS_KEY_PREFIX!,
    smtp,
    datasetFile: path.join(datasetDir, "production.ndjson"),
    /** Stops instance `index` (gracefully, as a deploy or a crash-restart supervisor would) and starts it again. */
    async restart(index: number) {
      instances[index] = await instances[index]!.restart();
    },
    async stopInstance(index: number) {
      await instances[index]!.stopped();
    },
    /** Starts a stopped instance again, on its port. */
    async startInstance(index: number) {
      instances[index] = await instances[index]!.restart();
    },
    async stop() {
      await balancer.stop();
      await Promise.all(instances.map((instance) => instance.stopped()));
      await smtp.stop();
      await redis.stop();
    },
  };
}
