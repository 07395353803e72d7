import { spawn } from "node:child_process";
import { once } from "node:events";
import { expect, it } from "vitest";
import { freePort } from "../support/postgres-server";

// The rule itself (which SITE_URL is a problem, and ALLOW_HTTP_SITE_URL) is tested on insecureSiteUrlProblem in
// auth-cookies.test.ts; this checks that the production entry applies it before it serves anything. The check comes
// before Next starts, so it needs neither a build nor a database.
it("a production server refuses to start with a plain-http SITE_URL on a public host", async () => {
  const port = await freePort();
  const server = spawn(process.execPath, ["server.ts", "--port", String(port), "--hostname", "127.0.0.1"], {
    env: { ...process.env, NODE_ENV: "production", SITE_URL: "http://brabantdakzorg.example" },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  server.stderr.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const [code] = await once(server, "exit");
  expect(stderr).toContain("SITE_URL http://brabantdakzorg.example is not https");
  expect(code).toBe(1);
});
