import { afterEach, describe, expect, it, vi } from "vitest";
import { forgetProcessSingleton, processSingleton, processTimer } from "@/lib/process-singleton";

describe("processSingleton", () => {
  afterEach(() => vi.useRealTimers());

  it("creates the value once per key, also for another copy of the module, until it is forgotten", async () => {
    const create = vi.fn(() => ({}));
    const first = processSingleton("test.singleton", create);
    expect(processSingleton("test.singleton", create)).toBe(first);
    vi.resetModules();
    const copy = await import("@/lib/process-singleton");
    expect(copy.processSingleton).not.toBe(processSingleton);
    expect(copy.processSingleton("test.singleton", create)).toBe(first);
    expect(create).toHaveBeenCalledTimes(1);
    forgetProcessSingleton("test.singleton");
    expect(processSingleton("test.singleton", create)).not.toBe(first);
    expect(create).toHaveBeenCalledTimes(2);
    forgetProcessSingleton("test.singleton");
  });

  it("starts a timer once per key, running at once only when asked", () => {
    vi.useFakeTimers();
    const run = vi.fn();
    processTimer("test.timer", 1_000, run, { runNow: true });
    processTimer("test.timer", 1_000, run, { runNow: true });
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(3_000);
    expect(run).toHaveBeenCalledTimes(4);
    const started = processSingleton<ReturnType<typeof setInterval> | null>("test.timer", () => null);
    if (started) clearInterval(started);
    forgetProcessSingleton("test.timer");
  });
});
