/**
 * Money rules. Every amount in the shop is an integer number of paise (1 rupee = 100 paise);
 * rupees appear only at the edges: the API shows rupees as numbers with at most two decimals,
 * and people see them formatted with Indian digit grouping (₹1,23,456.00).
 * DESIGN.md "Data": rounding happens once, here.
 */

/** An integer amount of paise. */
export type Paise = number;

const inrFormat = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * Converts rupees (a number with at most two decimals, as the API and seed data carry them)
 * to integer paise, rounding half away from zero to absorb binary fractions such as 0.1 + 0.2.
 * Throws RangeError for a value that is not a finite number.
 */
export function rupeesToPaise(rupees: number): Paise {
  if (!Number.isFinite(rupees)) throw new RangeError(`Not an amount of rupees: ${rupees}`);
  return Math.sign(rupees) * Math.round(Math.abs(rupees) * 100);
}

/** Converts integer paise to rupees for the API: 12345 → 123.45. */
export function paiseToRupees(paise: Paise): number {
  return paise / 100;
}

/** Formats paise as Indian rupees with Indian digit grouping: 12345600 → "₹1,23,456.00". */
export function formatInr(paise: Paise): string {
  return inrFormat.format(paise / 100);
}

/**
 * Takes `basisPoints` (1/100 of a percent: 1800 = 18%) of an amount in paise,
 * rounded half up to a whole paisa. Amounts here are never negative.
 */
export function shareOf(paise: Paise, basisPoints: number): Paise {
  return Math.round((paise * basisPoints) / 10_000);
}

/**
 * The share of `total` paise that units [from, from + units) of a line of `quantity` units carry,
 * counted so that the shares of every unit add up to `total` exactly whatever the order in which
 * the units come back: round(total × (from + units) / quantity) − round(total × from / quantity).
 */
export function unitsShare(total: number, quantity: number, from: number, units: number): number {
  if (
    !Number.isInteger(from) ||
    !Number.isInteger(units) ||
    from < 0 ||
    units < 0 ||
    from + units > quantity ||
    quantity < 1
  ) {
    throw new RangeError(`Cannot take units ${from}..${from + units} of ${quantity}`);
  }
  return Math.round((total * (from + units)) / quantity) - Math.round((total * from) / quantity);
}
