/**
 * The parcel a cart ships in and the courier option the shop takes (shopper spec §9 "Default
 * package for shipping: 10x10 cm, height 5, weight 0.1 kg; weight sums by quantity"; "The
 * preferred rate option is the DTDC air service; else the first rate; else 0").
 */
import type { Paise } from '../money/money.rules';

/** A product's package, as stored (grams, millimetres); a missing or zero figure takes the spec's default. */
export interface PackageSize {
  weightGrams?: number | null;
  lengthMm?: number | null;
  breadthMm?: number | null;
  heightMm?: number | null;
}

/** The spec's default package: 10 × 10 × 5 cm, 0.1 kg. */
export const DEFAULT_PACKAGE = { weightGrams: 100, lengthMm: 100, breadthMm: 100, heightMm: 50 } as const;

/** A parcel for the courier: kilograms and centimetres, as courier rate calls take them. */
export interface Parcel {
  weightKg: number;
  lengthCm: number;
  breadthCm: number;
  heightCm: number;
}

const orDefault = (value: number | null | undefined, fallback: number) => (value && value > 0 ? value : fallback);

/**
 * The parcel for lines of products: weight sums by quantity; the box is as long and broad as the
 * largest product and tall enough to hold every unit's volume. An empty cart is the default package.
 */
export function parcelOf(lines: readonly (PackageSize & { quantity: number })[]): Parcel {
  if (lines.length === 0)
    return { weightKg: DEFAULT_PACKAGE.weightGrams / 1000, lengthCm: 10, breadthCm: 10, heightCm: 5 };
  let grams = 0;
  let volumeMm3 = 0;
  let length = 0;
  let breadth = 0;
  for (const line of lines) {
    const l = orDefault(line.lengthMm, DEFAULT_PACKAGE.lengthMm);
    const b = orDefault(line.breadthMm, DEFAULT_PACKAGE.breadthMm);
    const h = orDefault(line.heightMm, DEFAULT_PACKAGE.heightMm);
    grams += orDefault(line.weightGrams, DEFAULT_PACKAGE.weightGrams) * line.quantity;
    volumeMm3 += l * b * h * line.quantity;
    length = Math.max(length, l);
    breadth = Math.max(breadth, b);
  }
  const height = Math.ceil(volumeMm3 / (length * breadth));
  return {
    weightKg: grams / 1000,
    lengthCm: Math.ceil(length / 10),
    breadthCm: Math.ceil(breadth / 10),
    heightCm: Math.ceil(height / 10),
  };
}

/** One option a courier offers (the spec's rate-check answer), the rate in paise. */
export interface CourierOption {
  logistic_name: string;
  service_type: string;
  ratePaise: Paise;
  /** ISO date (YYYY-MM-DD). */
  expected_delivery_date: string;
}

/** The option the shop takes: DTDC's air service where offered, else the first option, else none. */
export function preferredCourierOption<T extends Pick<CourierOption, 'logistic_name' | 'service_type'>>(
  options: readonly T[],
): T | undefined {
  return options.find((o) => /dtdc/i.test(o.logistic_name) && /air/i.test(o.service_type)) ?? options[0];
}

/**
 * The delivery promise a product card and page show, from the store setting (rupees of taxable
 * value): 'Free delivery above ₹499', or 'Free delivery on every order' when the threshold is 0.
 */
export function freeDeliveryLabel(thresholdRupees: number): string {
  if (thresholdRupees <= 0) return 'Free delivery on every order';
  const amount = Number.isInteger(thresholdRupees)
    ? thresholdRupees.toLocaleString('en-IN')
    : thresholdRupees.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `Free delivery above ₹${amount}`;
}
