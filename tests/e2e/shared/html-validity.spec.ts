import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { reviewedPages } from "../routes";
import { expect, test } from "./fixtures";

// The W3C Nu HTML checker (the npm package vnu-jar, run on Debian's Java: `apt-get install -y default-jre-headless`,
// which .ci/run installs) on the HTML the server sends for the pages whose design was reviewed
// (`reviewedPages`). Every error the app causes fails the test; markup the framework writes is listed below with
// its reason, not fought.

const require = createRequire(import.meta.url);
const vnuJar = String(require("vnu-jar"));

type Message = { type: string; subType?: string; url?: string; message: string; extract?: string };

/** Errors in markup that React or Next write, not the app: each with why it is there and why it stays. */
const frameworkMade: { message: RegExp; reason: string }[] = [
  {
    message: /^Bad value “” for attribute “action” on element “form”: Must be non-empty\.$/,
    reason:
      'React renders a form whose action is a server action with action="" (posting to the page\'s own address is its fallback without JavaScript); the request forms rely on exactly that',
  },
  {
    message: /^CSS: /,
    reason:
      "Next puts Tailwind's stylesheet in a <style> (experimental.inlineCss, docs/decisions.md), and the checker's CSS grammar predates what Tailwind 4 writes (@property, margin-trim, custom properties in transition-property); the stylesheet was never checked while it was linked, and it is Tailwind's output, not markup",
  },
];

/**
 * A page with two mistakes the app once made (the address field's autocomplete, a list item outside a list): the
 * checker must report both, or its silence on the pages proves nothing (no Java, a broken jar, a wrong flag).
 */
const knownBad = `<!DOCTYPE html><html lang="nl"><head><title>x</title></head><body><main>
<label for="a">Adres</label><input id="a" name="address" autocomplete="street-address">
<li>los</li></main></body></html>`;

/** Runs the checker once over the given files; its JSON messages. */
function check(files: string[]): Message[] {
  const run = spawnSync("java", ["-jar", vnuJar, "--format", "json", "--exit-zero-always", ...files], {
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.error) throw new Error(`Java did not run (apt-get install -y default-jre-headless): ${run.error.message}`);
  if (run.status !== 0) throw new Error(`The checker failed: ${run.stderr}`);
  // --format json writes to standard error.
  return (JSON.parse(run.stderr || run.stdout) as { messages: Message[] }).messages;
}

test("the W3C Nu checker finds no error the app makes on the reviewed pages", async ({ request }) => {
  test.setTimeout(120_000);
  const dir = mkdtempSync(path.join(tmpdir(), "vnu-"));
  try {
    const files = new Map<string, string>();
    for (const [name, route] of Object.entries(reviewedPages)) {
      const response = await request.get(route);
      expect(response.status(), route).toBe(route === reviewedPages.notFound ? 404 : 200);
      const file = path.join(dir, `${name}.html`);
      writeFileSync(file, await response.text());
      files.set(file, route);
    }
    const bad = path.join(dir, "known-bad.html");
    writeFileSync(bad, knownBad);

    const messages = check([...files.keys(), bad]);
    const errors = messages.filter((m) => m.type === "error" || (m.type === "non-document-error" && m.subType));
    const fileOf = (m: Message) => (m.url ? decodeURIComponent(new URL(m.url).pathname) : "");

    // The harness sees mistakes: both of the known page's.
    const badErrors = errors.filter((m) => fileOf(m) === bad).map((m) => m.message);
    expect(
      badErrors.some((m) => /autocomplete/.test(m) && /street-address/.test(m)),
      badErrors.join("\n"),
    ).toBe(true);
    expect(
      badErrors.some((m) => /“li”/.test(m)),
      badErrors.join("\n"),
    ).toBe(true);

    const appMade = errors
      .filter((m) => files.has(fileOf(m)))
      .filter((m) => !frameworkMade.some((known) => known.message.test(m.message)))
      .map((m) => `${files.get(fileOf(m))}: ${m.message} (${(m.extract ?? "").trim().slice(0, 120)})`);
    expect(appMade, "HTML errors the app causes").toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
