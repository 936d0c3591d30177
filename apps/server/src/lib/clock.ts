/**
 * The clock seam: every rule that depends on the time (expected delivery, stock holds, windows,
 * jobs' run_at and leases) reads it from a Clock, so tests can move time instead of waiting.
 * buildApp decorates `app.clock` (systemClock unless the config gives another).
 */

export interface Clock {
  /** The current instant. */
  now(): Date;
}

/** The machine's real time. */
export const systemClock: Clock = { now: () => new Date() };

/** A clock for tests: stands still until `set` or `advance` (milliseconds) moves it. */
export interface ManualClock extends Clock {
  set(date: Date): void;
  advance(ms: number): void;
}

/** A ManualClock starting at `start` (the real time by default). */
export function createManualClock(start: Date = new Date()): ManualClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    set: (date) => {
      current = date.getTime();
    },
    advance: (ms) => {
      current += ms;
    },
  };
}
