import "server-only";
/**
 * Where the admin's checks (the website tile, the page test) reach this server: its own loopback address, as the
 * server entry recorded it. Never a host named in the request (X-Forwarded-Host, Host): a request must not choose
 * where the server sends its own requests.
 */
import { port } from "@/lib/config";

export function selfOrigin(): string {
  return process.env.SELF_ORIGIN ?? `http://127.0.0.1:${port}`;
}
