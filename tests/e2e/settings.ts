/**
 * The e2e run's fixed settings, shared by the config and the test files. This module has no side effects: the
 * config's top level starts PostgreSQL, so tests never import the config itself (what it prepared is in run-state.ts).
 */
export const e2ePort = Number(process.env.E2E_PORT || 3210);
export const baseURL = `http://127.0.0.1:${e2ePort}`;
export const webhookSecret = "e2e-webhook-secret";
export const adminLogin = { email: "eigenaar@brabantdakzorg.example", password: "e2e-wachtwoord-123" };
export const authSecretForTests = "e2e-auth-secret-that-is-long-enough-0123456789";
/** The scheduler's token on isolated servers (the shared e2e server has none: its /api/cron does not exist). */
export const cronSecretForTests = "e2e-cron-secret-0123456789";
