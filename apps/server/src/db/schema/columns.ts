/** Column helpers every table shares: string ids and timestamps with time zone. */
import { text, timestamp } from 'drizzle-orm/pg-core';
import { v7 as uuidv7 } from 'uuid';

/** A new id: a time-ordered UUID (v7) as text. Ids are strings everywhere (DESIGN.md "Data"). */
export function newId(): string {
  return uuidv7();
}

export const id = () => text('id').primaryKey().$defaultFn(newId);
export const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow()
    .$onUpdateFn(() => new Date());
