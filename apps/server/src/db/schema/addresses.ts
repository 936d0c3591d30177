/**
 * Tables of the addresses module: a customer's saved delivery addresses (shopper spec §3 Address;
 * decision 028). Company name and GSTIN belong to the address, since a GST registration is per
 * state. The state is the canonical name of an Indian state or UT (packages/domain tax/gst-states).
 */
import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, id, updatedAt } from './columns';

export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** House, street, area, landmark. */
    line: text('line').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    pincode: text('pincode').notNull(),
    companyName: text('company_name').notNull().default(''),
    gstin: text('gstin').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // A customer's book is read oldest first (the spec's address_index counts in that order).
  (t) => [index('customer_addresses_user_idx').on(t.userId, t.createdAt, t.id)],
);
