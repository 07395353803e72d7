// The cluster lane: two instances behind nginx with Redis and PostgreSQL, started by the spec itself
// (tests/support/cluster.ts), one worker.
export { expect, test } from "@playwright/test";
