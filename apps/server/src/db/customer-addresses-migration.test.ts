/**
 * Migration 0012 (decision 028) moves each customer's free-text addresses into rows on both
 * engines: 'line, city, state, pincode' split into its parts, other text kept whole in the line,
 * the old account-wide company name and GST number on the first address; the user columns go.
 */
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { useDatabaseBeforeMigration } from '../test/database-before-migration';
import { rawRows } from './raw-rows';

const database = useDatabaseBeforeMigration('0012_customer_addresses');

/** The rows of a raw query, from either engine's driver. */
async function query<T>(statement: ReturnType<typeof sql>): Promise<T[]> {
  return rawRows<T>(await database().db.execute(statement));
}

it('splits the saved address texts into rows and drops the user columns', async () => {
  await database().db.execute(sql`
    insert into users (id, name, email, password_hash, addresses, company_name, gst_number) values
      ('u1', 'Anita', 'anita@example.in', 'x', ${JSON.stringify(['221B MG Road, Bengaluru, Karnataka, 560001', 'Flat 4, Sector 62, Noida , Uttar Pradesh,201301', 'Near the temple', ' '])}::jsonb, 'Acme Labs', '29aaica3918j1ze'),
      ('u2', 'Ravi', 'ravi@example.in', 'x', '[]'::jsonb, '', '')`);
  await database().migrate();

  const rows = await query<Record<string, string>>(
    sql`select user_id, line, city, state, pincode, company_name, gstin from customer_addresses order by created_at`,
  );
  expect(rows).toEqual([
    {
      user_id: 'u1',
      line: '221B MG Road',
      city: 'Bengaluru',
      state: 'Karnataka',
      pincode: '560001',
      company_name: 'Acme Labs',
      gstin: '29AAICA3918J1ZE',
    },
    {
      user_id: 'u1',
      line: 'Flat 4, Sector 62',
      city: 'Noida',
      state: 'Uttar Pradesh',
      pincode: '201301',
      company_name: '',
      gstin: '',
    },
    { user_id: 'u1', line: 'Near the temple', city: '', state: '', pincode: '', company_name: '', gstin: '' },
  ]);
  const columns = await query<{ column_name: string }>(
    sql`select column_name from information_schema.columns where table_name = 'users'`,
  );
  expect(
    columns.map((c) => c.column_name).filter((c) => ['addresses', 'company_name', 'gst_number'].includes(c)),
  ).toEqual([]);
});
