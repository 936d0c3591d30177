import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase, type Database } from './client';
import { NamedStatements } from './pglite-named-statements';
import { rawRows } from './raw-rows';
import { pincodes } from './schema/index';

// Named statements on PGlite (docs/decisions/091): what Drizzle prepares with a name is parsed
// once and run by name; statements prepared without one, raw statements and everything inside a
// transaction go as before. The embedded database's own behaviour: each test opens one in memory
// whatever DATABASE_URL says (on PostgreSQL postgres.js names statements itself).
let database: Database;
beforeAll(async () => {
  database = openDatabase({ dataDir: 'memory://' });
  await database.migrate();
  await database.db.insert(pincodes).values([
    { pincode: '560001', officeName: 'Bangalore GPO', district: 'Bengaluru', state: 'Karnataka' },
    { pincode: '110001', officeName: 'Connaught Place', district: 'New Delhi', state: 'Delhi' },
  ]);
});
afterAll(async () => {
  await database?.close();
});

const prepared = async () =>
  rawRows<{ statement: string }>(await database.db.execute(sql`SELECT statement FROM pg_prepared_statements`)).map(
    (row) => row.statement,
  );

const officeByPincode = (name: string) =>
  database.db
    .select({ office: pincodes.officeName, latitude: pincodes.latitude })
    .from(pincodes)
    .where(eq(pincodes.pincode, sql.placeholder('pincode')))
    .prepare(name);

it('parses a statement prepared with a name once, and answers each call with its own values', async () => {
  const byPincode = officeByPincode('test_office_by_pincode');
  expect(await byPincode.execute({ pincode: '560001' })).toEqual([{ office: 'Bangalore GPO', latitude: null }]);
  expect(await byPincode.execute({ pincode: '110001' })).toEqual([{ office: 'Connaught Place', latitude: null }]);
  expect(await byPincode.execute({ pincode: '999999' })).toEqual([]);
  const named = (await prepared()).filter((statement) => statement.includes('"office_name"'));
  expect(named).toHaveLength(1);
  expect(named[0]).toMatch(/where "pincodes"\."pincode" = \$1/);
});

it('leaves a statement prepared without a name, and a raw one, unnamed', async () => {
  const before = await prepared();
  const unnamed = database.db
    .select({ state: pincodes.state })
    .from(pincodes)
    .where(eq(pincodes.district, sql.placeholder('district')))
    .prepare('');
  expect(await unnamed.execute({ district: 'New Delhi' })).toEqual([{ state: 'Delhi' }]);
  expect(await unnamed.execute({ district: 'Bengaluru' })).toEqual([{ state: 'Karnataka' }]);
  await database.db.execute(sql`SELECT count(*) FROM pincodes WHERE state = ${'Delhi'}`);
  expect(await prepared()).toEqual(before);
});

it('reports a named statement’s error as PostgreSQL’s, and answers the next call', async () => {
  const typed = database.db
    .select({ office: pincodes.officeName })
    .from(pincodes)
    .where(sql`${pincodes.latitude} = ${sql.placeholder('latitude')}`)
    .prepare('test_office_by_latitude');
  await expect(typed.execute({ latitude: 'north' })).rejects.toMatchObject({
    cause: expect.objectContaining({ code: '22P02' }),
  });
  expect(await typed.execute({ latitude: 12.5 })).toEqual([]);
});

it('runs a named text inside a transaction as the transaction’s own, seeing its writes', async () => {
  const byPincode = officeByPincode('test_office_by_pincode_tx');
  await byPincode.execute({ pincode: '560001' });
  await database.db
    .transaction(async (tx) => {
      await tx.update(pincodes).set({ officeName: 'Bengaluru GPO' }).where(eq(pincodes.pincode, '560001'));
      const [row] = await tx
        .select({ office: pincodes.officeName })
        .from(pincodes)
        .where(eq(pincodes.pincode, sql.placeholder('pincode')))
        .prepare('test_office_by_pincode_in_tx')
        .execute({ pincode: '560001' });
      expect(row).toEqual({ office: 'Bengaluru GPO' });
      tx.rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof Error && /rollback/i.test(error.message))) throw error;
    });
  expect(await byPincode.execute({ pincode: '560001' })).toEqual([{ office: 'Bangalore GPO', latitude: null }]);
});

it('parses a named statement again once a migration changed its table under it', async () => {
  const client = new PGlite();
  try {
    await client.exec(`CREATE TABLE probe (id text PRIMARY KEY, label text); INSERT INTO probe VALUES ('a', 'relay');`);
    const statements = new NamedStatements(client);
    const text = 'SELECT * FROM probe WHERE id = $1';
    statements.name(text);
    expect((await statements.query(text, ['a'], undefined)).rows).toEqual([{ id: 'a', label: 'relay' }]);
    // PostgreSQL refuses a kept plan whose columns changed: "cached plan must not change result type".
    await client.exec(`ALTER TABLE probe ADD COLUMN stock int DEFAULT 5`);
    expect((await statements.query(text, ['a'], undefined)).rows).toEqual([{ id: 'a', label: 'relay', stock: 5 }]);
    expect((await client.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_prepared_statements')).rows).toEqual([
      { n: 1 },
    ]);
  } finally {
    await client.close();
  }
});

it("reads each column with the call's parsers laid over the client's, on every call: a timestamp as Drizzle's text, a count as a number", async () => {
  const stamped = database.db
    .select({
      at: sql<string>`${sql.placeholder('at')}::timestamptz`,
      n: sql<number>`count(*)::int`,
      office: pincodes.officeName,
    })
    .from(pincodes)
    .where(eq(pincodes.pincode, sql.placeholder('pincode')))
    .groupBy(pincodes.officeName)
    .prepare('test_parsers_laid_over');
  for (let call = 0; call < 3; call++) {
    const [row] = await stamped.execute({ at: '2026-11-29T10:00:00Z', pincode: '560001' });
    expect(row).toEqual({ at: '2026-11-29 10:00:00+00', n: 1, office: 'Bangalore GPO' });
  }
});
