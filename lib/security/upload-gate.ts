import { addressBucket } from "./client-address.ts";

/**
 * Large uploads (a request form with photos) are admitted before their body is read, so memory stays bounded
 * whatever arrives: a few at a time for the whole server, one at a time per visitor, and a handful per visitor
 * per ten minutes. The database's per-address lead limit still decides what is stored; this only decides what is
 * read. In-memory and per process: a guard for this server's memory, not a count that must survive a restart.
 * Plain relative imports only: server.ts runs without the bundler.
 */
export const uploadGateRules = {
  /** Bodies above this size pass through the gate. */
  largeBodyBytes: 1024 * 1024,
  concurrentTotal: 4,
  concurrentPerVisitor: 1,
  perVisitorPerWindow: 10,
  windowMs: 10 * 60 * 1000,
} as const;

export type GateAnswer = { admitted: true; release: () => void } | { admitted: false; status: 429 | 503 };

export function createUploadGate(rules: typeof uploadGateRules = uploadGateRules) {
  let inFlight = 0;
  const perVisitor = new Map<string, { inFlight: number; recent: number[] }>();
  let sweptAt = 0;

  /**
   * Forgets visitors with no upload in flight and none in the window. Once per window at most, so a stream of
   * uploads from ever new addresses leaves at most about one window's worth of entries, not one per address ever.
   */
  const sweep = (now: number) => {
    if (now - sweptAt < rules.windowMs) return;
    sweptAt = now;
    for (const [key, visitor] of perVisitor) {
      if (visitor.inFlight === 0 && visitor.recent.every((at) => now - at >= rules.windowMs)) perVisitor.delete(key);
    }
  };

  function admit(address: string, bytes: number, now = Date.now()): GateAnswer {
    if (bytes <= rules.largeBodyBytes) return { admitted: true, release: () => {} };
    sweep(now);
    const key = addressBucket(address);
    const visitor = perVisitor.get(key) ?? { inFlight: 0, recent: [] };
    visitor.recent = visitor.recent.filter((at) => now - at < rules.windowMs);
    if (visitor.inFlight >= rules.concurrentPerVisitor || visitor.recent.length >= rules.perVisitorPerWindow) {
      return { admitted: false, status: 429 };
    }
    if (inFlight >= rules.concurrentTotal) return { admitted: false, status: 503 };
    inFlight++;
    visitor.inFlight++;
    visitor.recent.push(now);
    perVisitor.set(key, visitor);
    let released = false;
    return {
      admitted: true,
      release: () => {
        if (released) return;
        released = true;
        inFlight--;
        visitor.inFlight--;
      },
    };
  }
  /** How many visitors the gate remembers (for tests: the map must not only grow). */
  admit.visitors = () => perVisitor.size;
  return admit;
}
