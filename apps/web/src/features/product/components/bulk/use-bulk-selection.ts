/**
 * The bulk drawer's tier and quantity, which follow each other (shopper spec §2 Bulk drawer):
 * choosing a tier sets the quantity to the tier's first unit; typing a quantity chooses the tier
 * it falls in, and keeps the chosen tier when it falls in none (fewer units than the first tier,
 * or a gap between wholesale breaks), where the spec's message says which quantities it takes.
 * Tiers are the server's (POST /cart/quote line.tiers), half-open [min, max) (decision 026).
 */
import { useState } from 'react';
import type { QuoteTier } from '@shop/domain/pricing/quote.responses';
import { inTier, quantityOutsideTierMessage, tierForQuantity } from '@shop/domain/pricing/quantity-tiers.rules';

export interface BulkChoice {
  /** The chosen tier, undefined until the tiers have loaded. */
  tier: QuoteTier | undefined;
  /** The quantity box's text, as typed. */
  text: string;
  /** The typed quantity when it is a whole number of units inside the chosen tier, else null. */
  quantity: number | null;
  /** Why the typed quantity cannot be ordered at the chosen tier; null when it can. */
  problem: string | null;
}

export interface BulkSelection extends BulkChoice {
  chooseTier: (tier: QuoteTier) => void;
  typeQuantity: (text: string) => void;
}

/** The whole number of units typed, or null (empty, not digits, too long). */
export function unitsOf(text: string): number | null {
  const trimmed = text.trim();
  return /^\d{1,6}$/.test(trimmed) ? Number(trimmed) : null;
}

/** The tier that holds the typed quantity, or undefined (no quantity, or none holds it). */
export function tierHolding(tiers: readonly QuoteTier[], text: string): QuoteTier | undefined {
  const units = unitsOf(text);
  return units === null ? undefined : tierForQuantity(tiers, units);
}

/**
 * What the drawer shows for a chosen tier `label` (null: none chosen yet, the first tier) and the
 * typed `text` (null: nothing typed yet, the tier's first unit).
 */
export function readChoice(tiers: readonly QuoteTier[], label: string | null, text: string | null): BulkChoice {
  const tier = tiers.find((t) => t.label === label) ?? tiers[0];
  const shown = text ?? (tier ? String(tier.minQuantity) : '');
  const units = unitsOf(shown);
  // An empty or unreadable box gets the same message: it names the quantities the tier takes.
  const problem = tier && (units === null || !inTier(tier, units)) ? quantityOutsideTierMessage(tier) : null;
  return { tier, text: shown, quantity: tier && problem === null ? units : null, problem };
}

/**
 * Takes the product's tiers (empty while loading) and, when the cart already holds a bulk line of
 * it, that line's tier label and quantity to start from; otherwise the first tier is chosen until
 * the shopper picks one.
 */
export function useBulkSelection(
  tiers: readonly QuoteTier[],
  start?: { label: string; quantity: number },
): BulkSelection {
  const [label, setLabel] = useState<string | null>(start?.label ?? null);
  const [text, setText] = useState<string | null>(start ? String(start.quantity) : null);
  return {
    ...readChoice(tiers, label, text),
    chooseTier: (next) => {
      setLabel(next.label);
      setText(String(next.minQuantity));
    },
    typeQuantity: (typed) => {
      setText(typed);
      const holding = tierHolding(tiers, typed);
      if (holding) setLabel(holding.label);
    },
  };
}
