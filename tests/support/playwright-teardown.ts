import { rmSync } from "node:fs";
import { stopPostgresServer } from "./postgres-server";

/** Stops the e2e run's PostgreSQL server and removes its state folder. */
export default function teardown() {
  if (process.env.E2E_POSTGRES_DIR) stopPostgresServer(process.env.E2E_POSTGRES_DIR);
  if (process.env.E2E_STATE_DIR) rmSync(process.env.E2E_STATE_DIR, { recursive: true, force: true });
}
