/** The middle value of `values` (the higher of the two middle ones for an even count); `values` is not changed. */
export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Milliseconds below which `share` of the sorted latencies fall; NaN when there are none. */
export const percentile = (sorted: ArrayLike<number>, share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? NaN;

/** A number for a table: thousands separated, `digits` decimals. */
export const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

/** "median [lowest–highest]" of `values`, `digits` decimals. */
export const spreadOf = (values: number[], digits = 0) =>
  `${fmt(median(values), digits)} [${fmt(Math.min(...values), digits)}–${fmt(Math.max(...values), digits)}]`;
