// The shared lane: specs that read the one e2e server the runner starts (playwright.config.ts, `webServer`), on
// its content and database. They change nothing another spec reads; a spec that needs other settings starts a
// server of its own (../support.ts).
export { expect, test } from "@playwright/test";
