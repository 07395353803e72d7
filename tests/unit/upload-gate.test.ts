import { describe, expect, it } from "vitest";
import { createUploadGate, uploadGateRules } from "@/lib/security/upload-gate";

const big = 20 * 1024 * 1024;

describe("the upload gate", () => {
  it("lets small bodies through untouched", () => {
    const admit = createUploadGate();
    for (let i = 0; i < 100; i++) expect(admit("192.0.2.1", 10_000).admitted).toBe(true);
  });

  it("reads one large upload per visitor at a time and a few in total", () => {
    const admit = createUploadGate();
    const first = admit("192.0.2.1", big);
    expect(first.admitted).toBe(true);
    expect(admit("192.0.2.1", big)).toEqual({ admitted: false, status: 429 });
    // The same household on IPv6: one /64.
    const v6 = admit("2001:db8:1:2::1", big);
    expect(admit("2001:db8:1:2::99", big)).toEqual({ admitted: false, status: 429 });
    const others = ["192.0.2.2", "192.0.2.3"].map((a) => admit(a, big));
    expect(others.every((o) => o.admitted)).toBe(true);
    expect(admit("192.0.2.9", big)).toEqual({ admitted: false, status: 503 });
    if (first.admitted) first.release();
    expect(admit("192.0.2.9", big).admitted).toBe(true);
    void v6;
  });

  it("admits at most a handful of large uploads per visitor per window", () => {
    const admit = createUploadGate();
    let now = 0;
    for (let i = 0; i < uploadGateRules.perVisitorPerWindow; i++) {
      const answer = admit("192.0.2.1", big, now);
      expect(answer.admitted).toBe(true);
      if (answer.admitted) answer.release();
      now += 1000;
    }
    expect(admit("192.0.2.1", big, now)).toEqual({ admitted: false, status: 429 });
    expect(admit("192.0.2.1", big, now + uploadGateRules.windowMs).admitted).toBe(true);
  });

  it("forgets visitors whose uploads are over and out of the window: the map does not grow with every address", () => {
    const admit = createUploadGate();
    let now = 1_000_000;
    for (let i = 0; i < 1000; i++) {
      const answer = admit(`10.0.${i >> 8}.${i & 255}`, big, now);
      if (answer.admitted) answer.release();
      now += 10;
    }
    expect(admit.visitors()).toBe(1000);
    // One window later, the next upload clears out everyone who is done.
    now += uploadGateRules.windowMs;
    const next = admit("192.0.2.77", big, now);
    expect(next.admitted).toBe(true);
    expect(admit.visitors()).toBe(1);
    // A visitor still uploading is kept, so the per-visitor limit still holds for him.
    now += uploadGateRules.windowMs;
    admit("192.0.2.78", big, now);
    expect(admit.visitors()).toBe(2);
    expect(admit("192.0.2.77", big, now)).toEqual({ admitted: false, status: 429 });
  });
});
