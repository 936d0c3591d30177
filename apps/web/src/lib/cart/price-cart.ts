/**
 * Cart totals with the domain's priceOrder (DESIGN.md: cart, checkout and order show the same
 * figures). Prices come from the live product, converted from rupees to paise once, here.
 */
import { rupeesToPaise } from '@shop/domain/money/money';
import { priceOrder, type OrderTotals, type ShippingRule } from '@shop/domain/pricing/order-totals';
import type { ProductDetail } from '@shop/domain/catalog/product.responses';

export interface PricedCartInput {
  product: ProductDetail;
  quantity: number;
}

/** Totals of the cart lines with the shop's shipping rule (public store settings, in paise). */
export function priceCart(lines: PricedCartInput[], shipping: ShippingRule): OrderTotals {
  return priceOrder(
    lines.map(({ product, quantity }) => ({
      unitPricePaise: rupeesToPaise(product.discounted_single_product_price),
      unitMrpPaise: rupeesToPaise(product.non_discounted_price),
      quantity,
      gstRateBp: Math.round(product.gst_rate * 100),
    })),
    shipping,
  );
}
