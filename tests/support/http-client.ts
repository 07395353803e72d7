import { request as httpRequest } from "node:http";
import { createConnection } from "node:net";
import { formFields } from "./next-server";

/**
 * A raw HTTP request from a chosen loopback address (127.0.0.2 is a second machine as far as the server can
 * tell), with full control of the headers, the way a client that lies about itself would send it.
 */
export function rawRequest(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string | Buffer; localAddress?: string },
): Promise<{ status: number; body: string; bytes: Buffer; headers: Record<string, string | undefined> }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      url,
      { method: options.method ?? "GET", headers: options.headers, localAddress: options.localAddress },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            body: Buffer.concat(chunks).toString("utf8"),
            // As they came: a compressed body is not decoded.
            bytes: Buffer.concat(chunks),
            headers: Object.fromEntries(
              Object.entries(response.headers).map(([name, value]) => [
                name,
                Array.isArray(value) ? value.join(", ") : value,
              ]),
            ),
          }),
        );
      },
    );
    request.on("error", reject);
    request.end(options.body);
  });
}

/**
 * Posts a form the way a browser without JavaScript does (multipart, with the page's hidden server-action fields),
 * from a chosen loopback address and with extra headers, e.g. a forged X-Forwarded-For.
 */
export async function postForm(
  pageUrl: string,
  fields: Record<string, string | Blob | Blob[]>,
  options: { localAddress?: string; headers?: Record<string, string>; hidden?: [string, string][] } = {},
) {
  const form = new FormData();
  for (const [name, value] of options.hidden ?? (await formFields(pageUrl))) form.append(name, value);
  for (const [name, value] of Object.entries(fields)) {
    // A list is several values under one name, such as a form's photos.
    if (Array.isArray(value)) {
      form.delete(name);
      for (const item of value) form.append(name, item);
    } else form.set(name, value);
  }
  const encoded = new Request(pageUrl, { method: "POST", body: form });
  const body = Buffer.from(await encoded.arrayBuffer());
  return rawRequest(pageUrl, {
    method: "POST",
    body,
    localAddress: options.localAddress,
    headers: {
      "content-type": encoded.headers.get("content-type")!,
      "content-length": String(body.byteLength),
      origin: new URL(pageUrl).origin,
      ...options.headers,
    },
  });
}

/**
 * A client that announces a 2 MB photo form to `url` from `localAddress`, then sends ten bytes a second, as an
 * attacker holding upload slots would. It asks `Expect: 100-continue`, which Node's server answers just before it
 * hands the request to server.ts, in the same tick as the upload gate's decision: `decided` resolves once that
 * interim answer is in, so a test knows the server has counted this upload without guessing how long it takes.
 * `answer` holds the status line of any final answer (none while the upload holds its slot); `closed` resolves with
 * the milliseconds until the connection was closed (by the server, or by this client after `giveUpMs`).
 */
export function dripUpload(url: string, localAddress: string, giveUpMs = 300_000) {
  const { hostname, port, pathname } = new URL(url);
  let decide = () => {};
  const decided = new Promise<void>((resolve) => {
    decide = resolve;
  });
  const state = { answer: "" };
  const closed = new Promise<number>((resolve) => {
    const started = performance.now();
    const socket = createConnection({ host: hostname, port: Number(port), localAddress });
    let received = "";
    let drip: NodeJS.Timeout | undefined;
    socket.on("connect", () => {
      socket.write(
        `POST ${pathname} HTTP/1.1\r\nHost: localhost\r\nContent-Type: multipart/form-data; boundary=x\r\n` +
          "Content-Length: 2000000\r\nExpect: 100-continue\r\n\r\n",
      );
      drip = setInterval(() => socket.write("0123456789"), 1_000);
    });
    socket.on("data", (chunk: Buffer) => {
      received += chunk.toString("latin1");
      if (received.startsWith("HTTP/1.1 100")) decide();
      const final = received.split("\r\n").find((line) => /^HTTP\/1\.1 [2-5]\d\d/.test(line));
      if (final && !state.answer) {
        state.answer = final;
        decide();
      }
    });
    socket.on("error", () => {});
    socket.on("close", () => {
      clearInterval(drip);
      if (!state.answer) state.answer = "closed";
      decide();
      resolve(performance.now() - started);
    });
    setTimeout(() => socket.destroy(), giveUpMs).unref();
  });
  return {
    decided,
    closed,
    /** The final answer's status line, "closed" if the connection closed first, "" while none came. */
    answer: () => state.answer,
  };
}

/** A 1.2 MB multipart body sent at once: large enough to pass through the upload gate, no form of ours. */
export const paddedUpload = (url: string, localAddress: string) =>
  rawRequest(url, {
    method: "POST",
    headers: { "content-type": "multipart/form-data; boundary=x" },
    body: Buffer.concat([
      Buffer.from('--x\r\nContent-Disposition: form-data; name="pad"\r\n\r\n'),
      Buffer.alloc(1_200_000, 97),
      Buffer.from("\r\n--x--\r\n"),
    ]),
    localAddress,
  });
