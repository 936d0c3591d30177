/**
 * Tables of the wholesale module (admin spec §3 'Wholesale product'; shopper spec §4): at most one
 * wholesale entry per product and its price breaks, half-open quantity ranges with rupees off a
 * unit (in paise). Checks keep a bad break out even if a caller skips the domain's rules.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { products } from './catalog';
import { createdAt, id, updatedAt } from './columns';

export const wholesaleProducts = pgTable('wholesale_products', {
  id: id(),
  productId: text('product_id')
    .notNull()
    .unique()
    .references(() => products.id),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const wholesalePriceBreaks = pgTable(
  'wholesale_price_breaks',
  {
    id: id(),
    wholesaleProductId: text('wholesale_product_id')
      .notNull()
      .references(() => wholesaleProducts.id, { onDelete: 'cascade' }),
    minQuantity: integer('min_quantity').notNull(),
    /** First quantity not covered; null = no upper end. */
    maxQuantity: integer('max_quantity'),
    discountPaise: integer('discount_paise').notNull(),
  },
  (t) => [
    check('wholesale_price_breaks_min', sql`${t.minQuantity} >= 1`),
    check('wholesale_price_breaks_max', sql`${t.maxQuantity} is null or ${t.maxQuantity} > ${t.minQuantity}`),
    check('wholesale_price_breaks_discount', sql`${t.discountPaise} >= 0`),
    index('wholesale_price_breaks_product_idx').on(t.wholesaleProductId, t.minQuantity),
  ],
);
