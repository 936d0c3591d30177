/** Column helpers every table shares: string ids, timestamps with time zone, money in paise. */
import { bigint, text, timestamp } from 'drizzle-orm/pg-core';
import { newId } from '../../lib/new-id';

export const id = () => text('id').primaryKey().$defaultFn(newId);
export const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow()
    .$onUpdateFn(() => new Date());

/**
 * An amount of money in paise (DESIGN.md "Data": order totals as bigint). Read back as a JS
 * number: every amount the shop stores stays far below 2^53 paise (orders are capped at
 * MAX_ORDER_TOTAL_PAISE), so no precision is lost and the code keeps plain arithmetic.
 */
export const money = (name: string) => bigint(name, { mode: 'number' });
