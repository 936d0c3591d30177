/**
 * The listing's price slider (storefront spec §2 listing, §5): whole rupees from 1 to 50,000,
 * starting at 100 to 10,000. An applied range lives in the URL as min_price and max_price; a pair
 * that is out of bounds, reversed or not whole numbers is ignored rather than half-applied.
 */
export interface PriceRange {
  min: number;
  max: number;
}

export const PRICE_SLIDER = { floor: 1, ceiling: 50_000, defaultRange: { min: 100, max: 10_000 } } as const;

function wholeRupees(raw: string | null): number | undefined {
  if (raw === null || !/^\d{1,5}$/.test(raw)) return undefined;
  const value = Number(raw);
  return value >= PRICE_SLIDER.floor && value <= PRICE_SLIDER.ceiling ? value : undefined;
}

/** The applied range from the URL's min_price and max_price, or null when absent or invalid. */
export function parsePriceRange(min: string | null, max: string | null): PriceRange | null {
  const low = wholeRupees(min);
  const high = wholeRupees(max);
  return low !== undefined && high !== undefined && low <= high ? { min: low, max: high } : null;
}

/** Moves one thumb to `value`, clamped to the slider's bounds and never past the other thumb. */
export function moveThumb(range: PriceRange, thumb: 'min' | 'max', value: number): PriceRange {
  const clamped = Math.min(PRICE_SLIDER.ceiling, Math.max(PRICE_SLIDER.floor, Math.round(value)));
  return thumb === 'min'
    ? { min: Math.min(clamped, range.max), max: range.max }
    : { min: range.min, max: Math.max(clamped, range.min) };
}

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

/** A range as people read it, e.g. '₹100 – ₹10,000'. */
export function priceRangeLabel(range: PriceRange): string {
  return `${rupees.format(range.min)} – ${rupees.format(range.max)}`;
}

export const samePriceRange = (a: PriceRange | null, b: PriceRange | null) => a?.min === b?.min && a?.max === b?.max;
