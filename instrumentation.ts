/** Next calls this once when the server starts. The work itself is Node-only, so it is loaded only there. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  const { prepareServer } = await import("./lib/startup");
  await prepareServer();
}
