/**
 * Table of the settings module: one row holding the settings staff changed, as jsonb (decision
 * 012). Defaults live in code (packages/domain) and are merged over this row when read.
 */
import { sql } from 'drizzle-orm';
import { check, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns';

export const STORE_SETTINGS_ROW = 'store';

export const storeSettings = pgTable(
  'store_settings',
  {
    id: text('id').primaryKey().default(STORE_SETTINGS_ROW),
    values: jsonb('values').$type<Record<string, unknown>>().notNull().default({}),
    /** The staff member who changed them last. */
    updatedBy: text('updated_by'),
    updatedAt: updatedAt(),
  },
  (t) => [check('store_settings_single_row', sql`${t.id} = 'store'`)],
);
