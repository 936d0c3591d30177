/**
 * Tables of the carts module: a signed-in customer's cart kept on the server, so it follows them
 * to another device and survives a cleared browser (issue 7; decision 029). One row per customer,
 * replaced whole by PUT /cart. The lines are a jsonb array, read and written only as a whole and
 * checked by the domain's savedCartBody before they are stored; a line of a product that no
 * longer exists is left out when read.
 */
import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { updatedAt } from './columns';

/** One saved line, as PUT /cart took it (the web's CartItem without its display snapshot). */
export interface StoredCartLine {
  product_id: string;
  quantity: number;
  /** True for a bulk line, with its range label ("20–49"); absent on a regular line. */
  is_bulk_order?: boolean;
  bulk_range?: string;
  /** True when the line buys the product's extended warranty (decision 039); absent otherwise. */
  extended_warranty?: boolean;
  /** A line of the customer's accepted bulk quote (issue 30): priced at the quoted unit price, at the quoted quantity. */
  bulk_quote_line_id?: string;
}

export const customerCarts = pgTable('customer_carts', {
  customerId: text('customer_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  lines: jsonb('lines').$type<StoredCartLine[]>().notNull().default([]),
  /** The applied coupon's code, upper-cased; null when none is applied. */
  couponCode: text('coupon_code'),
  updatedAt: updatedAt(),
});
