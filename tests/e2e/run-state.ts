/**
 * What the e2e runner prepared for this run (`playwright.config.ts` starts a PostgreSQL server and copies the content
 * once, in the runner, and passes both to its workers through the environment). Test files read them here, never by
 * importing the config, whose top level would prepare them again.
 */
function fromRunner(name: "E2E_STATE_DIR" | "E2E_DATABASE_URL"): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is unset: run the e2e tests through playwright.config.ts`);
  return value;
}
/** The folder with the server's content copy (the webhook tests edit it). */
export const e2eStateDir = fromRunner("E2E_STATE_DIR");
/** The e2e server's database. */
export const e2eDatabaseUrl = fromRunner("E2E_DATABASE_URL");
