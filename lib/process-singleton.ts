/**
 * What must exist once per process: the database handle, the auth instance, the cache store, the mail transport and
 * the timers. A module-level variable is not enough, because one process can hold several copies of a module: Next
 * bundles the server into separately built chunks, loads its cache handlers with a plain `import()` outside the
 * bundle, and reloads modules in development. So the one instance is kept on `globalThis`, under `Symbol.for(key)`,
 * which every copy of every module finds again. This is the only module that touches `globalThis`; it imports
 * nothing, so server.ts and the cache handlers can load it as it is.
 */
const slots = globalThis as unknown as Record<symbol, unknown>;

/** The process's one value under `key`, created on first use. */
export function processSingleton<T>(key: string, create: () => T): T {
  const slot = Symbol.for(key);
  slots[slot] ??= create();
  return slots[slot] as T;
}

/** Forgets the value under `key`, so the next `processSingleton` call creates it anew (after a failed start). */
export function forgetProcessSingleton(key: string): void {
  delete slots[Symbol.for(key)];
}

/**
 * Runs `run` every `everyMs` milliseconds, started once per process however often this is called; with `runNow`
 * also once at the start. The timer never keeps the process alive on its own.
 */
export function processTimer(key: string, everyMs: number, run: () => unknown, options: { runNow?: boolean } = {}) {
  processSingleton(key, () => {
    if (options.runNow) void run();
    const timer = setInterval(run, everyMs);
    timer.unref();
    return timer;
  });
}
