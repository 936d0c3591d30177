/**
 * A cart line's quantity change (shopper spec §2 Cart, §9; issue 7): capped at the stock (the
 * cart's own message when refused), and for a bulk line kept in a valid tier (lib/bulk-step.ts),
 * with the note the step gives.
 */
import { useState } from 'react';
import { toast } from '../../../components/ui/toast';
import { bulkStep } from '../lib/bulk-step';
import { useCart } from '../lib/cart-context';
import type { CartItem } from '../lib/cart-items';
import type { QuoteLine } from './use-cart-pricing';

/** Takes the cart item, its quote line and its stock (units, if known); gives the note to show and changeQuantity. */
export function useLineQuantity(item: CartItem, line: QuoteLine | undefined, stock: number | undefined) {
  const cart = useCart();
  const [note, setNote] = useState<string>();
  // The stepper made this bulk line regular: a quantity back in a tier restores bulk pricing.
  const [droppedFromBulk, setDroppedFromBulk] = useState(false);
  const changeQuantity = (quantity: number) => {
    const result = cart.setQuantity(item.product_id, quantity, stock);
    if (!result.ok) return void toast.error(result.message);
    const step = line
      ? bulkStep(
          { ...line, is_bulk_order: Boolean(item.is_bulk_order), bulk_range: item.bulk_range ?? null },
          quantity,
          droppedFromBulk,
        )
      : { range: undefined };
    if (step.range === undefined) return;
    cart.setRange(item.product_id, step.range);
    setDroppedFromBulk(step.range === null);
    setNote(step.note);
  };
  return { note, changeQuantity };
}
