/** Wholesale entries as the API shows them (admin spec §3 'Wholesale product'): rupees, the product's card. */
import type { ProductSummary } from '@shop/domain/catalog/product.responses';
import { paiseToRupees, rupeesToPaise } from '@shop/domain/money/money.rules';
import { rangeLabel, unitPriceAfterBreak } from '@shop/domain/wholesale/price-breaks.rules';
import type { WholesaleProduct } from '@shop/domain/wholesale/wholesale.responses';
import type { PriceBreakRow, WholesaleRow } from './wholesale.repository';

export function toWholesaleProduct(
  row: WholesaleRow,
  product: ProductSummary,
  breaks: readonly PriceBreakRow[],
): WholesaleProduct {
  const basePaise = rupeesToPaise(product.discounted_single_product_price);
  const perUnit = (discountPaise: number) => unitPriceAfterBreak(basePaise, discountPaise);
  return {
    _id: row.id,
    product_id: product,
    priceBreaks: breaks.map((b) => ({
      _id: b.id,
      minQuantity: b.minQuantity,
      maxQuantity: b.maxQuantity,
      discount: paiseToRupees(b.discountPaise),
      price_per_unit: paiseToRupees(perUnit(b.discountPaise)),
      total_at_min_quantity: paiseToRupees(perUnit(b.discountPaise) * b.minQuantity),
      range_label: rangeLabel(b),
    })),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
