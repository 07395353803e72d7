/** A limiter's queue had no room, or a task waited longer than it may. */
export class QueueFull extends Error {}

/**
 * Runs work with at most `concurrency` tasks at a time in this process; the rest wait their turn in order. Keeps
 * CPU- or memory-heavy work (password hashing, image decoding) from piling up under a flood. The queue may be
 * bounded: at most `maxWaiting` tasks wait, each at most `maxWaitMs`; beyond that a task is refused (QueueFull).
 */
export class Limiter {
  private running = 0;
  private readonly waiting: { start: () => void; refuse: () => void }[] = [];

  constructor(
    readonly concurrency: number,
    readonly maxWaiting = Number.POSITIVE_INFINITY,
    readonly maxWaitMs = Number.POSITIVE_INFINITY,
  ) {}

  /** Tasks running now and waiting for a turn. */
  get load() {
    return { running: this.running, waiting: this.waiting.length };
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.maxWaiting) throw new QueueFull("queue full");
      await new Promise<void>((resolve, reject) => {
        const entry = {
          start: () => {
            clearTimeout(timer);
            resolve();
          },
          refuse: () => reject(new QueueFull("waited too long")),
        };
        const timer =
          this.maxWaitMs === Number.POSITIVE_INFINITY
            ? undefined
            : setTimeout(() => {
                this.waiting.splice(this.waiting.indexOf(entry), 1);
                entry.refuse();
              }, this.maxWaitMs);
        this.waiting.push(entry);
      });
    } else this.running++;
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next)
        next.start(); // the slot passes straight to the next task
      else this.running--;
    }
  }
}

/** A limiter as a function, for callers that only run tasks through it. */
export function createLimiter(concurrency: number) {
  const limiter = new Limiter(concurrency);
  return <T>(task: () => Promise<T>): Promise<T> => limiter.run(task);
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
