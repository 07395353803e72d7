/** A first-come, first-served limit on how many tasks run at once. */
export class Limiter {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(readonly concurrency: number) {}

  /** Tasks running now and waiting for a turn. */
  get load() {
    return { running: this.running, waiting: this.waiting.length };
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running++;
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next)
        next(); // the slot passes straight to the next task
      else this.running--;
    }
  }
}

/**
 * Photos processed at once in this process, whatever their format and whichever request they came with. Each
 * decode already uses a core (and libvips may use more); one at a time keeps the server's memory at its baseline
 * plus one photo (at most about 600 MB, see photo-limits.ts) and leaves a core for everything else.
 */
export const photoSlots = new Limiter(1);
