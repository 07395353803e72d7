import { isIP } from "node:net";
import type { ClientAddressSource } from "../config.ts";

/**
 * The trust model for a visitor's network address, shared by the two places that write it (server.ts from the
 * connection, proxy.ts from the headers the configured source trusts) and the app, which reads it. Plain relative
 * imports only: server.ts runs without the bundler.
 *
 * A client can write any `X-Forwarded-For` it likes, so the header is worth only as much as the proxies that
 * append to it. With `TRUSTED_PROXIES=0` (the default: nothing in front) the connection's own address decides,
 * whatever the client sends. With N trusted proxies in front, each appends the address it saw, so the client is
 * the N-th entry from the right: the address the outermost trusted proxy saw. Entries further left were written by
 * the client and are never used.
 */

/** The request header server.ts or proxy.ts sets (replacing any value the client sent). */
export const clientAddressHeader = "x-client-address";

/** Set by server.ts in its own process: the header above then comes from the connection, and proxy.ts keeps it. */
export const clientAddressEnvFlag = "CLIENT_ADDRESS_FROM_SERVER";

/**
 * Addresses that are rate-limited although their requests carry no body: the preview's way in
 * (/api/draft-mode/enable, every attempt counted per client before the Content Lake is asked). Every other request
 * without a body (a page view, the hot path of a storm day) gets no address, so server.ts and proxy.ts do no work
 * for it. The path as requested, exactly: another spelling of it gets no address and counts in the shared bucket of
 * unknown clients, a tighter limit, never a looser one. proxy.ts's matcher names the same path (literal there).
 */
export const addressedGetPaths: readonly string[] = ["/api/draft-mode/enable"];

/** A bare IP address from an address or an `X-Forwarded-For` entry: no port, brackets or IPv4-mapped prefix. */
export function normaliseAddress(value: string | undefined): string | null {
  if (!value) return null;
  let address = value.trim().toLowerCase();
  const bracketed = address.match(/^\[([^\]]+)\](?::\d+)?$/);
  if (bracketed) address = bracketed[1]!;
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(address)) address = address.slice(0, address.lastIndexOf(":"));
  if (address.startsWith("::ffff:") && isIP(address.slice(7)) === 4) address = address.slice(7);
  return isIP(address) ? address : null;
}

/**
 * The visitor's address: the connection's peer with no trusted proxy, else the entry the outermost trusted proxy
 * appended. A malformed entry where an address should be falls back to the nearest valid hop on our side of it.
 */
export function resolveClientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
  trustedProxies: number,
): string {
  const entries = (Array.isArray(forwardedFor) ? forwardedFor.join(",") : (forwardedFor ?? ""))
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "");
  // Nearest first: the peer, then what each proxy appended, right to left.
  const chain = [socketAddress ?? "", ...entries.reverse()];
  let chosen = normaliseAddress(chain[0]) ?? "unknown";
  for (let hop = 1; hop <= Math.min(trustedProxies, chain.length - 1); hop++) {
    const address = normaliseAddress(chain[hop]);
    if (!address) break;
    chosen = address;
  }
  return chosen;
}

/** The first `groups` groups of an IPv6 address, `::` expanded, as the prefix of a network of that size. */
function ipv6Prefix(address: string, groups: number): string {
  const [head = "", tail = ""] = address.toLowerCase().split("::");
  const headGroups = head === "" ? [] : head.split(":");
  const tailGroups = tail === "" ? [] : tail.split(":");
  const all = address.includes("::")
    ? [...headGroups, ...Array(8 - headGroups.length - tailGroups.length).fill("0"), ...tailGroups]
    : headGroups;
  return `${all
    .slice(0, groups)
    .map((group) => Number.parseInt(group || "0", 16).toString(16))
    .join(":")}::/${groups * 16}`;
}

/**
 * The unit a rate limit counts: an IPv4 address, or an IPv6 /64 network (one household or phone gets a whole /64,
 * so counting single IPv6 addresses would let one visitor rotate through millions).
 */
export function addressBucket(address: string): string {
  return isIP(address) === 6 ? ipv6Prefix(address, 4) : address;
}

/**
 * The network an address belongs to, for limits that one party must not exhaust by rotating addresses: an IPv4 /24
 * (one provider's block, one office) or an IPv6 /48 (one site). Coarser than `addressBucket`, so a hundred
 * addresses from one block count as one network.
 */
export function networkRange(address: string): string {
  const version = isIP(address);
  if (version === 4) return `${address.split(".").slice(0, 3).join(".")}.0/24`;
  return version === 6 ? ipv6Prefix(address, 3) : address;
}

/**
 * The visitor's address from request headers alone, for a server that does not see the connection (proxy.ts
 * under Next's own server or on Vercel). Null when the source needs the connection (`socket`): the caller must
 * then not trust any address header at all.
 */
export function addressFromHeaders(
  headers: { get(name: string): string | null },
  source: ClientAddressSource,
  trustedProxies: number,
): string | null {
  if (source === "socket") return null;
  if (source === "vercel") {
    // Vercel writes both; x-vercel-forwarded-for survives another proxy placed in front of Vercel.
    const forwarded = headers.get("x-vercel-forwarded-for")?.split(",")[0];
    return normaliseAddress(forwarded) ?? normaliseAddress(headers.get("x-real-ip") ?? undefined) ?? "unknown";
  }
  // No socket here: the nearest hop is the last entry, which the nearest trusted proxy appended.
  return resolveClientAddress(undefined, headers.get("x-forwarded-for") ?? undefined, trustedProxies);
}
