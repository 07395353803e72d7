/**
 * Runs work with at most `concurrency` tasks at a time in this process; the rest wait their turn in order.
 * Keeps CPU- or memory-heavy work (password hashing, image decoding) from piling up under a flood.
 */
export function createLimiter(concurrency: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function limit<T>(task: () => Promise<T>): Promise<T> {
    if (running >= concurrency) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      return await task();
    } finally {
      running--;
      waiting.shift()?.();
    }
  };
}

/** Runs work for the same key one after another (different keys run side by side). */
export function createKeyedMutex() {
  const tails = new Map<string, Promise<unknown>>();
  return async function withKey<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = tails.get(key) ?? Promise.resolve();
    const run = previous.then(task, task);
    const tail = run.catch(() => {});
    tails.set(key, tail);
    try {
      return await run;
    } finally {
      if (tails.get(key) === tail) tails.delete(key);
    }
  };
}
