import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { keepErrorsUncached } from "@/lib/security/uncached-errors";

/** How a response handler of Next may write its headers: set first then a status, or all in writeHead. */
const writers: Record<string, (res: ServerResponse) => void> = {
  "set, then status": (res) => {
    res.setHeader("Cache-Control", "public, max-age=0, s-maxage=60, stale-while-revalidate=60");
    res.statusCode = Number(res.req.url?.slice(1));
    res.end("x");
  },
  "writeHead with an object": (res) => {
    res.writeHead(Number(res.req.url?.slice(1)), { "cache-control": "public, s-maxage=60", "x-kept": "1" });
    res.end("x");
  },
  "writeHead with a message and a flat list": (res) => {
    res.setHeader("Cache-Control", "public, s-maxage=60");
    res.writeHead(Number(res.req.url?.slice(1)), "Status", ["Cache-Control", "public, s-maxage=60", "X-Kept", "1"]);
    res.end("x");
  },
};

let origin = "";
let writer: (res: ServerResponse) => void = () => {};
const server = createServer((_req, res) => {
  keepErrorsUncached(res);
  writer(res);
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("a response of the server", () => {
  it.each(Object.keys(writers))("is private, no-store when it is a server error (%s)", async (name) => {
    writer = writers[name]!;
    for (const status of [500, 502, 503]) {
      const response = await fetch(`${origin}/${status}`);
      expect(response.status).toBe(status);
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      if (name !== "set, then status") expect(response.headers.get("x-kept")).toBe("1");
    }
  });

  it.each(Object.keys(writers))("keeps the Cache-Control it was given below 500 (%s)", async (name) => {
    writer = writers[name]!;
    for (const status of [200, 404]) {
      const response = await fetch(`${origin}/${status}`);
      expect(response.status).toBe(status);
      expect(response.headers.get("cache-control")).toMatch(/^public, /);
    }
  });
});
