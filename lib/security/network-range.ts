import { isIP } from "node:net";

/**
 * The network an address belongs to, for limits that one party must not exhaust by rotating addresses: an IPv4 /24
 * (one provider's block, one office) or an IPv6 /48 (one site). Coarser than the per-visitor bucket
 * (`addressBucket`: IPv4 address, IPv6 /64), so a hundred addresses from one block count as one network.
 */
export function networkRange(address: string): string {
  const version = isIP(address);
  if (version === 4) return `${address.split(".").slice(0, 3).join(".")}.0/24`;
  if (version !== 6) return address;
  const [head = "", tail = ""] = address.toLowerCase().split("::");
  const headGroups = head === "" ? [] : head.split(":");
  const tailGroups = tail === "" ? [] : tail.split(":");
  const groups = address.includes("::")
    ? [...headGroups, ...Array(8 - headGroups.length - tailGroups.length).fill("0"), ...tailGroups]
    : headGroups;
  return `${groups
    .slice(0, 3)
    .map((group) => Number.parseInt(group || "0", 16).toString(16))
    .join(":")}::/48`;
}
