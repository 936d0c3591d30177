/** Tables of the reviews module: one review per customer and product (shopper spec §2 product detail). */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { admins, users } from './accounts';
import { products } from './catalog';
import { createdAt, id, updatedAt } from './columns';

export const productReviews = pgTable(
  'product_reviews',
  {
    id: id(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    /** The customer who wrote it; null for the demo reviews the development seed ships. */
    customerId: text('customer_id').references(() => users.id),
    /** The name shown with the review: the customer's first name and last initial when written. */
    reviewerName: text('reviewer_name').notNull(),
    stars: integer('stars').notNull(),
    /** Plain text, trimmed; shown escaped. */
    reviewText: text('review_text').notNull(),
    /** Hidden by staff: not listed and not counted in the product's rating. */
    hidden: boolean('hidden').notNull().default(false),
    hiddenBy: text('hidden_by').references(() => admins.id),
    hiddenAt: timestamp('hidden_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('product_reviews_product_customer').on(t.productId, t.customerId),
    check('product_reviews_stars_range', sql`${t.stars} between 1 and 5`),
    check('product_reviews_text_length', sql`char_length(${t.reviewText}) between 1 and 2000`),
    index('product_reviews_product_idx').on(t.productId, t.createdAt),
  ],
);
