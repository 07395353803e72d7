// The budgets lane (the full tier only): Lighthouse against the shared e2e server, after every other lane, on an
// otherwise idle machine.
export { expect, test } from "@playwright/test";
