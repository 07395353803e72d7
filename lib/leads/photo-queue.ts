/** The queue had no room, or a task waited longer than it may. */
export class PhotoQueueFull extends Error {}

/**
 * A first-come, first-served limit on how many tasks run at once, with a bounded queue: at most `maxWaiting` tasks
 * wait, each at most `maxWaitMs`; beyond that a task is refused (PhotoQueueFull) instead of piling up.
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
      if (this.waiting.length >= this.maxWaiting) throw new PhotoQueueFull("queue full");
      await new Promise<void>((resolve, reject) => {
        const entry = {
          start: () => {
            clearTimeout(timer);
            resolve();
          },
          refuse: () => reject(new PhotoQueueFull("waited too long")),
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

/**
 * The queue of requests whose photos wait for the one slot: a handful, for at most a minute. A real burst (a storm
 * evening) fits; a flood is refused with the phone number instead of holding connections and memory for minutes.
 */
export const photoQueue = { maxWaiting: 8, maxWaitMs: 60_000 } as const;

/**
 * Photos processed at once in this process, whatever their format and whichever request they came with. Each
 * decode already uses a core (and libvips may use more); one at a time keeps the server's memory at its baseline
 * plus one photo (at most about 600 MB, see photo-limits.ts) and leaves a core for everything else.
 */
export const photoSlots = new Limiter(1, photoQueue.maxWaiting, photoQueue.maxWaitMs);
