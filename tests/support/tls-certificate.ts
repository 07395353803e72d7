import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * A self-signed certificate for `hosts`, made on the spot with Debian's openssl: for a test server that a browser
 * reaches over HTTPS (and so over HTTP/2) under a real host name it maps to loopback. The browser is told to accept
 * it (Playwright's ignoreHTTPSErrors); nothing else ever trusts it.
 */
export function selfSignedCertificate(hosts: string[]): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(path.join(tmpdir(), "tls-"));
  try {
    const key = path.join(dir, "key.pem");
    const cert = path.join(dir, "cert.pem");
    execFileSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "ec",
        "-pkeyopt",
        "ec_paramgen_curve:prime256v1",
        "-nodes",
        "-days",
        "2",
        "-subj",
        `/CN=${hosts[0]}`,
        "-addext",
        `subjectAltName=${hosts.map((host) => `DNS:${host}`).join(",")}`,
        "-keyout",
        key,
        "-out",
        cert,
      ],
      { stdio: "ignore" },
    );
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
