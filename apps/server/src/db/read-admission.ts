/**
 * Admission for one class of reads in one server process (docs/decisions/083): at most
 * `maxInFlight` run at once; the next wait in order of arrival, each at most `maxWaitMs`, after
 * which it is refused (ReadRefused, answered 503 with Retry-After) instead of joining a queue
 * that only grows. Under more catalogue traffic than the database can answer, shoppers get a
 * quick "try again" rather than pages that never come, and the connections, the database's CPU
 * and the event loop stay free for product pages, carts and checkout.
 */

/** A read refused because its class was full for longer than its wait allows. */
export class ReadRefused extends Error {
  constructor(readonly waitedMs: number) {
    super(`refused after waiting ${Math.round(waitedMs)} ms for a free catalogue read`);
    this.name = 'ReadRefused';
  }
}

interface Waiter {
  start: () => void;
  timer: NodeJS.Timeout;
}

export class ReadAdmission {
  private inFlight = 0;
  private readonly waiting: Waiter[] = [];

  /** `maxInFlight` ≥ 1 reads at once; a read waits at most `maxWaitMs` (ms) for its turn. */
  constructor(
    readonly maxInFlight: number,
    readonly maxWaitMs: number,
  ) {}

  /** How many reads run now and how many wait: for tests and metrics. */
  get load(): { inFlight: number; waiting: number } {
    return { inFlight: this.inFlight, waiting: this.waiting.length };
  }

  /**
   * Runs `read` when a place is free and resolves with its result (or its error); rejects with
   * ReadRefused, without running it, when no place came free within maxWaitMs.
   */
  async run<T>(read: () => Promise<T>): Promise<T> {
    if (this.inFlight >= this.maxInFlight) await this.turn();
    else this.inFlight++;
    try {
      return await read();
    } finally {
      this.release();
    }
  }

  /** Waits for a place handed over by release(); the place is counted in inFlight when it resolves. */
  private turn(): Promise<void> {
    const began = performance.now();
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        start: () => {
          clearTimeout(waiter.timer);
          resolve();
        },
        timer: setTimeout(() => {
          const at = this.waiting.indexOf(waiter);
          if (at >= 0) this.waiting.splice(at, 1);
          reject(new ReadRefused(performance.now() - began));
        }, this.maxWaitMs),
      };
      this.waiting.push(waiter);
    });
  }

  /** Hands the place to the longest waiter, or frees it. */
  private release(): void {
    const next = this.waiting.shift();
    if (next) next.start();
    else this.inFlight--;
  }
}
