/**
 * Quantity tiers (shopper spec §2 Bulk drawer, §3 Bulk tier, §7 notes, §9 rules; decision 026).
 *
 * A tier is a half-open range of units [minQuantity, maxQuantity): 5–10 holds 5 to 9 units and
 * 10 units belong to 10–20, so every quantity falls in exactly one tier and the shared ends of the
 * spec's ranges (5-10, 10-20) stop being ambiguous. maxQuantity null means unbounded (100+).
 * People see the inclusive ends ("5–9 units", "100+ units") through `rangeLabel`, everywhere.
 *
 * A product's tiers come from one of three sources, in this order:
 *   1. its wholesale price breaks (rupees off per unit, stored in paise; never below 0);
 *   2. else its own bulk price fields (multiple_quantity_price_5_10 … _100_plus), a unit price per
 *      range; a range whose field is empty takes the default percentage;
 *   3. else the default percentage tiers (5–10 5%, 10–20 10%, 20–50 15%, 50–100 20%, 100+ 25%).
 * A tier's unit price never rises with quantity (DESIGN.md "Data"; issue 27 item 4): staff saves
 * are refused by bulk-price.rules.ts, and a stored product that still breaks it is priced at the
 * lowest unit price of its tiers up to that quantity (`quantityTiers`).
 * All prices here are before GST, in paise.
 */
import { shareOf, type Paise } from '../money/money.rules';

/** A wholesale price break as the coupons/wholesale module stores it (admin spec Wholesale). */
export interface PriceBreak {
  minQuantity: number;
  /** Exclusive upper end; null = unbounded. */
  maxQuantity: number | null;
  /** Rupees off each unit, in paise (>= 0). */
  discountPaise: Paise;
}

/** The product's own bulk unit prices before GST, in paise, by the spec's field (null = not set). */
export interface BulkPriceFields {
  price5To10Paise: Paise | null;
  price10To20Paise: Paise | null;
  price20To50Paise: Paise | null;
  price50To100Paise: Paise | null;
  price100PlusPaise: Paise | null;
}

/** The spec's names of the bulk price fields (shopper spec §3). */
export type BulkPriceApiField =
  | 'multiple_quantity_price_5_10'
  | 'multiple_quantity_price_10_20'
  | 'multiple_quantity_price_20_50'
  | 'multiple_quantity_price_50_100'
  | 'multiple_quantity_price_100_plus';

export type TierSource = 'wholesale' | 'product' | 'default';

export interface QuantityTier {
  minQuantity: number;
  /** Exclusive upper end; null = unbounded. */
  maxQuantity: number | null;
  /** What one unit costs in this tier, before GST, in paise. */
  unitPricePaise: Paise;
  /** What one unit saves against the regular price, in paise. */
  discountPerUnitPaise: Paise;
  source: TierSource;
  /** `rangeLabel(minQuantity, maxQuantity)`: what people see and what an order line stores. */
  label: string;
}

/**
 * The spec's fixed ranges, their default percentage off the unit price (in basis points), and the
 * product field that overrides each: `field` in code, `apiField` on the API and in the forms.
 */
export const DEFAULT_TIER_RANGES: readonly {
  minQuantity: number;
  maxQuantity: number | null;
  discountBp: number;
  field: keyof BulkPriceFields;
  apiField: BulkPriceApiField;
}[] = [
  {
    minQuantity: 5,
    maxQuantity: 10,
    discountBp: 500,
    field: 'price5To10Paise',
    apiField: 'multiple_quantity_price_5_10',
  },
  {
    minQuantity: 10,
    maxQuantity: 20,
    discountBp: 1000,
    field: 'price10To20Paise',
    apiField: 'multiple_quantity_price_10_20',
  },
  {
    minQuantity: 20,
    maxQuantity: 50,
    discountBp: 1500,
    field: 'price20To50Paise',
    apiField: 'multiple_quantity_price_20_50',
  },
  {
    minQuantity: 50,
    maxQuantity: 100,
    discountBp: 2000,
    field: 'price50To100Paise',
    apiField: 'multiple_quantity_price_50_100',
  },
  {
    minQuantity: 100,
    maxQuantity: null,
    discountBp: 2500,
    field: 'price100PlusPaise',
    apiField: 'multiple_quantity_price_100_plus',
  },
];

/** A bulk order needs more than this many units in stock (shopper spec §9). */
export const BULK_MIN_STOCK_EXCLUSIVE = 10;
export const BULK_NEEDS_STOCK = 'Bulk orders need more than 10 units in stock.';

/** A bulk line's problem when its product holds BULK_MIN_STOCK_EXCLUSIVE units or fewer: "{name}: Bulk orders need …". */
export function bulkStockProblem(productName: string): string {
  return `${productName}: ${BULK_NEEDS_STOCK}`;
}

/**
 * The fewest units a product must hold before an order takes `units` of it (all of the order's
 * units of that product): `units`, or more than BULK_MIN_STOCK_EXCLUSIVE when a line of it is
 * priced on a bulk tier (shopper spec §9). A checkout's stock take asks for this many.
 */
export function unitsNeededInStock(units: number, onBulkTier: boolean): number {
  return onBulkTier ? Math.max(units, BULK_MIN_STOCK_EXCLUSIVE + 1) : units;
}

/**
 * How a range shows, the same on drawer, cart, checkout, order and staff screens: the inclusive
 * ends of the half-open range [min, max). rangeLabel(5, 10) → "5–9", rangeLabel(10, 11) → "10",
 * rangeLabel(100, null) → "100+".
 */
export function rangeLabel(minQuantity: number, maxQuantity: number | null): string {
  if (maxQuantity === null) return `${minQuantity}+`;
  if (maxQuantity - 1 <= minQuantity) return `${minQuantity}`;
  return `${minQuantity}–${maxQuantity - 1}`;
}

/**
 * The half-open range a label names: the inverse of rangeLabel ("5–9" → [5, 10), "10" → [10, 11),
 * "100+" → [100, ∞)), also reading the spec's shared-end form with a hyphen ("20-50" → [20, 50)).
 * Undefined for anything else.
 */
export function rangeOfLabel(label: string): Pick<QuantityTier, 'minQuantity' | 'maxQuantity'> | undefined {
  const open = /^\s*(\d{1,6})\s*\+\s*$/.exec(label);
  if (open) return { minQuantity: Number(open[1]), maxQuantity: null };
  const single = /^\s*(\d{1,6})\s*$/.exec(label);
  if (single) return { minQuantity: Number(single[1]), maxQuantity: Number(single[1]) + 1 };
  const range = /^\s*(\d{1,6})\s*([–-])\s*(\d{1,6})\s*$/.exec(label);
  if (!range) return undefined;
  // The label's end is inclusive ("5–9"); the spec's hyphen form shares its end with the next range.
  return { minQuantity: Number(range[1]), maxQuantity: range[2] === '–' ? Number(range[3]) + 1 : Number(range[3]) };
}

/** True when `quantity` lies in the tier's half-open range [min, max). */
export function inTier(tier: Pick<QuantityTier, 'minQuantity' | 'maxQuantity'>, quantity: number): boolean {
  return quantity >= tier.minQuantity && (tier.maxQuantity === null || quantity < tier.maxQuantity);
}

/**
 * The spec's quantity message for a tier, with its inclusive ends: 'Please enter a quantity
 * between 20 and 49'; an unbounded tier reads 'Please enter a quantity of 100 or more'.
 */
export function quantityOutsideTierMessage(tier: Pick<QuantityTier, 'minQuantity' | 'maxQuantity'>): string {
  if (tier.maxQuantity === null) return `Please enter a quantity of ${tier.minQuantity} or more`;
  return `Please enter a quantity between ${tier.minQuantity} and ${tier.maxQuantity - 1}`;
}

function tier(
  minQuantity: number,
  maxQuantity: number | null,
  regularPaise: Paise,
  unitPricePaise: Paise,
  source: TierSource,
): QuantityTier {
  const unit = Math.max(0, Math.min(regularPaise, unitPricePaise));
  return {
    minQuantity,
    maxQuantity,
    unitPricePaise: unit,
    discountPerUnitPaise: regularPaise - unit,
    source,
    label: rangeLabel(minQuantity, maxQuantity),
  };
}

/**
 * The unit price before GST, in paise, of each of the spec's fixed ranges as entered: the
 * product's own bulk price where set, else the default percentage off `regularPricePaise`. Not
 * capped and not made monotonic: what staff saved, for the save rule (bulk-price.rules.ts) to judge.
 */
export function enteredTierPrices(
  regularPricePaise: Paise,
  bulkPrices?: Partial<BulkPriceFields> | null,
): { range: (typeof DEFAULT_TIER_RANGES)[number]; unitPricePaise: Paise; source: TierSource }[] {
  return DEFAULT_TIER_RANGES.map((range) => {
    const own = bulkPrices?.[range.field];
    if (own != null) return { range, unitPricePaise: own, source: 'product' };
    return {
      range,
      unitPricePaise: regularPricePaise - shareOf(regularPricePaise, range.discountBp),
      source: 'default',
    };
  });
}

/** Each tier's unit price lowered to the lowest of the tiers before it (tiers sorted by minQuantity). */
function nonIncreasing(tiers: QuantityTier[], regularPricePaise: Paise): QuantityTier[] {
  let lowest = regularPricePaise;
  return tiers.map((t) => {
    lowest = Math.min(lowest, t.unitPricePaise);
    return lowest === t.unitPricePaise
      ? t
      : { ...t, unitPricePaise: lowest, discountPerUnitPaise: regularPricePaise - lowest };
  });
}

/**
 * The tiers of one product, ordered by minQuantity, from the first source that has any (see the
 * file's comment). `regularPricePaise` is the product's unit price before GST. A tier never prices
 * a unit above the regular price nor below 0, nor above a tier for fewer units: a stored product
 * whose prices go backwards is priced at the lowest unit price up to that quantity. Wholesale
 * breaks are used as given (sorted); the wholesale module refuses overlapping or gapped breaks.
 */
export function quantityTiers(
  regularPricePaise: Paise,
  bulkPrices?: Partial<BulkPriceFields> | null,
  priceBreaks?: readonly PriceBreak[] | null,
): QuantityTier[] {
  if (priceBreaks && priceBreaks.length > 0) {
    const sorted = [...priceBreaks]
      .sort((a, b) => a.minQuantity - b.minQuantity)
      .map((b) =>
        tier(b.minQuantity, b.maxQuantity, regularPricePaise, regularPricePaise - b.discountPaise, 'wholesale'),
      );
    return nonIncreasing(sorted, regularPricePaise);
  }
  const tiers = enteredTierPrices(regularPricePaise, bulkPrices).map((t) =>
    tier(t.range.minQuantity, t.range.maxQuantity, regularPricePaise, t.unitPricePaise, t.source),
  );
  return nonIncreasing(tiers, regularPricePaise);
}

/**
 * The tier that holds `quantity`, or undefined (fewer units than the first tier, or a gap). Takes
 * any tier shape with the two bounds: the server's QuantityTier or a quote's tier in rupees.
 */
export function tierForQuantity<T extends Pick<QuantityTier, 'minQuantity' | 'maxQuantity'>>(
  tiers: readonly T[],
  quantity: number,
): T | undefined {
  return tiers.find((t) => inTier(t, quantity));
}

/**
 * The tier a cart line names by its bulk range. Accepts the label ("20–49", "100+") and the spec's
 * shared-end form ("20-50"): a tier is known by its first unit, which is unique. Undefined when no
 * tier starts there.
 */
export function tierNamed(tiers: readonly QuantityTier[], bulkRange: string): QuantityTier | undefined {
  const match = /^\s*(\d{1,6})/.exec(bulkRange);
  if (!match) return undefined;
  const min = Number(match[1]);
  return tiers.find((t) => t.minQuantity === min);
}

export const UNKNOWN_BULK_RANGE =
  'This bulk range is not offered for this product. Please choose a range from the list.';

/**
 * The tier a cart line is priced at. A regular line (no bulk range) pays the regular price:
 * `{ tier: null }`. A bulk line must name one of the product's tiers and its quantity must lie in
 * it; otherwise `{ error }` with the spec's message.
 */
export function resolveLineTier(
  tiers: readonly QuantityTier[],
  quantity: number,
  bulkRange: string | null | undefined,
): { tier: QuantityTier | null } | { error: string } {
  if (!bulkRange) return { tier: null };
  const named = tierNamed(tiers, bulkRange);
  if (!named) return { error: UNKNOWN_BULK_RANGE };
  if (!inTier(named, quantity)) return { error: quantityOutsideTierMessage(named) };
  return { tier: named };
}
