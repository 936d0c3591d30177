/**
 * What the cart's stepper does to a bulk line's tier (issue 7; docs/decisions/026): a bulk line
 * stays valid. A new quantity inside another of the product's tiers re-tags the line with that
 * tier's label; a quantity in no tier (below the lowest, or in a gap between wholesale breaks)
 * makes it a regular line, with one short line for the shopper. A line the stepper made regular
 * goes back to bulk pricing when its quantity comes back into a tier (typing "30" passes "3").
 * Pure: the tiers are the quote's (CartQuote line.tiers).
 */
import type { QuoteTier } from '@shop/domain/pricing/quote.responses';
import { tierForQuantity } from '@shop/domain/pricing/quantity-tiers.rules';

export interface BulkStepLine {
  is_bulk_order: boolean;
  bulk_range: string | null;
  tiers: readonly QuoteTier[];
}

export interface BulkStep {
  /** The line's new tier label, null for a regular line; undefined: leave the line's tier as it is. */
  range: string | null | undefined;
  /** The short line to show the shopper, if the line's pricing changed kind. */
  note?: string;
}

/** The shopper's note when a bulk line falls out of every tier at `quantity` units. */
export function regularNote(tiers: readonly QuoteTier[], quantity: number): string {
  const lowest = tiers[0];
  if (lowest && quantity < lowest.minQuantity)
    return `Bulk pricing starts at ${lowest.minQuantity} units: this line is now at the regular price.`;
  return `No bulk price for ${quantity} units: this line is now at the regular price.`;
}

/**
 * The tier change for `quantity` units. `wasBulk` is true when the stepper itself made the line
 * regular earlier, so a quantity back in a tier restores bulk pricing.
 */
export function bulkStep(line: BulkStepLine, quantity: number, wasBulk = false): BulkStep {
  if (!line.is_bulk_order && !wasBulk) return { range: undefined };
  const tier = tierForQuantity(line.tiers, quantity);
  if (!line.is_bulk_order)
    return tier ? { range: tier.label, note: `Back to bulk pricing: ${tier.label} units.` } : { range: undefined };
  if (!tier) return { range: null, note: regularNote(line.tiers, quantity) };
  return { range: tier.label === line.bulk_range ? undefined : tier.label };
}
