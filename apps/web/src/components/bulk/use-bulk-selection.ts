/**
 * The bulk drawer's tier and quantity, which follow each other (shopper spec §2 Bulk drawer):
 * choosing a tier sets the quantity to the tier's first unit; typing a quantity chooses the tier
 * it falls in, and keeps the chosen tier when it falls in none (fewer units than the first tier,
 * or a gap between wholesale breaks), where the spec's message says which quantities it takes.
 * Tiers are the server's (POST /cart/quote line.tiers), half-open [min, max) (decision 026).
 */
import { useState } from 'react';
import type { QuoteTier } from '@shop/domain/pricing/quote.responses';
import { inTier, quantityOutsideTierMessage } from '@shop/domain/pricing/quantity-tiers';

export interface BulkSelection {
  /** The chosen tier, undefined until the tiers have loaded. */
  tier: QuoteTier | undefined;
  /** The quantity box's text, as typed. */
  text: string;
  /** The typed quantity when it is a whole number of units inside the chosen tier, else null. */
  quantity: number | null;
  /** Why the typed quantity cannot be ordered at the chosen tier; null when it can. */
  problem: string | null;
  chooseTier: (tier: QuoteTier) => void;
  typeQuantity: (text: string) => void;
}

/** The whole number of units typed, or null (empty, not digits, too long). */
function unitsOf(text: string): number | null {
  const trimmed = text.trim();
  return /^\d{1,6}$/.test(trimmed) ? Number(trimmed) : null;
}

/** Takes the product's tiers (empty while loading); the first tier is chosen until the shopper picks one. */
export function useBulkSelection(tiers: readonly QuoteTier[]): BulkSelection {
  const [label, setLabel] = useState<string | null>(null);
  const [text, setText] = useState<string | null>(null);
  const tier = tiers.find((t) => t.label === label) ?? tiers[0];
  const shownText = text ?? (tier ? String(tier.minQuantity) : '');

  const parsed = unitsOf(shownText);
  // An empty or unreadable box gets the same message: it names the quantities the tier takes.
  const problem = tier && (parsed === null || !inTier(tier, parsed)) ? quantityOutsideTierMessage(tier) : null;

  return {
    tier,
    text: shownText,
    quantity: tier && problem === null ? parsed : null,
    problem,
    chooseTier: (next) => {
      setLabel(next.label);
      setText(String(next.minQuantity));
    },
    typeQuantity: (typed) => {
      setText(typed);
      const units = unitsOf(typed);
      const holding = units === null ? undefined : tiers.find((t) => inTier(t, units));
      if (holding) setLabel(holding.label);
    },
  };
}
