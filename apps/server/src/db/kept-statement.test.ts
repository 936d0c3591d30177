/**
 * Statements built once and run on any database or transaction (db/kept-statement.ts,
 * docs/decisions/101): the rows come back as Drizzle's own insert and select give them, each
 * call with its own values, on the connection of the transaction given. Runs on whichever engine
 * the suite runs on (DATABASE_URL).
 */
import { eq, sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../test/test-database';
import { insertIgnoringConflicts, insertReturning, keptStatement } from './kept-statement';

let made = 0;
const probes = pgTable('kept_probe', {
  id: text().primaryKey(),
  serial: text()
    .notNull()
    .$defaultFn(() => `made-${++made}`),
  units: integer().notNull(),
  payload: jsonb().$type<{ note: string }>().notNull(),
  extra: jsonb().$type<{ note: string }>(),
  checkedAt: timestamp({ withTimezone: true }),
  note: text().notNull().default('none'),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.execute(
    sql`create table kept_probe (id text primary key, serial text not null unique, units integer not null, payload jsonb not null, extra jsonb, checked_at timestamptz,
      note text not null default 'none', created_at timestamptz not null default now())`,
  );
});

afterAll(async () => {
  await database.close();
});

const probeById = keptStatement((db) =>
  db
    .select()
    .from(probes)
    .where(eq(probes.id, sql.placeholder('id')))
    .prepare('kept_probe_by_id'),
);

/** The optional columns a row that does not set them reads back. */
const unset = { extra: null, checkedAt: null };

const stored = async (id: string) => (await probeById(database.db).execute({ id }))[0];

it('answers the inserted rows as Drizzle maps them, each call with its own values', async () => {
  const at = new Date('2026-11-30T10:00:00.000Z');
  const first = await insertReturning(database.db, probes, [
    { id: 'a1', units: 3, payload: { note: 'first' }, createdAt: at },
  ]);
  const second = await insertReturning(database.db, probes, [
    { id: 'a2', units: 5, payload: { note: 'second' }, createdAt: at },
  ]);
  expect(first).toEqual([
    { id: 'a1', serial: 'made-1', units: 3, payload: { note: 'first' }, ...unset, note: 'none', createdAt: at },
  ]);
  // A default the server makes (an id) is made for each row, not once for the statement.
  expect(second).toEqual([
    { id: 'a2', serial: 'made-2', units: 5, payload: { note: 'second' }, ...unset, note: 'none', createdAt: at },
  ]);
  expect(await stored('a1')).toEqual(first[0]);
  expect(await stored('a2')).toEqual(second[0]);
});

it('inserts several rows of one shape, and rows that set different columns the usual way', async () => {
  const same = await insertReturning(database.db, probes, [
    { id: 'b1', units: 1, payload: { note: 'x' }, note: 'one' },
    { id: 'b2', units: 2, payload: { note: 'y' }, note: 'two' },
  ]);
  expect(same.map((row) => [row.id, row.units, row.note, row.serial])).toEqual([
    ['b1', 1, 'one', 'made-3'],
    ['b2', 2, 'two', 'made-4'],
  ]);
  const mixed = await insertReturning(database.db, probes, [
    { id: 'b3', units: 3, payload: { note: 'z' }, note: 'three' },
    { id: 'b4', units: 4, payload: { note: 'w' }, note: undefined },
  ]);
  expect(mixed.map((row) => [row.id, row.note])).toEqual([
    ['b3', 'three'],
    ['b4', 'none'],
  ]);
  expect((await stored('b4'))?.createdAt).toBeInstanceOf(Date);
});

it("runs on the transaction's own connection: its rows are seen inside it and gone when it rolls back", async () => {
  await expect(
    database.db.transaction(async (tx) => {
      await insertReturning(tx, probes, [{ id: 'c1', units: 7, payload: { note: 'held' } }]);
      const inside = await probeById(tx).execute({ id: 'c1' });
      expect(inside.map((row) => row.units)).toEqual([7]);
      throw new Error('refused');
    }),
  ).rejects.toThrow('refused');
  expect(await stored('c1')).toBeUndefined();
});

it('refuses a row its table refuses, and keeps none of the rows sent with it', async () => {
  await expect(
    insertReturning(database.db, probes, [
      { id: 'd1', units: 1, payload: { note: 'ok' } },
      { id: 'd1', units: 2, payload: { note: 'same id' } },
    ]),
  ).rejects.toThrow();
  expect(await stored('d1')).toBeUndefined();
});

it("sets an update's time from its placeholder on each call, not the time it was built", async () => {
  const touch = keptStatement((db) =>
    db
      .update(probes)
      .set({ createdAt: sql`${sql.placeholder('at')}::timestamptz` })
      .where(eq(probes.id, sql.placeholder('id')))
      .returning({ createdAt: probes.createdAt })
      .prepare('kept_probe_touch'),
  );
  const first = await touch(database.db).execute({ id: 'a1', at: '2026-12-01T08:00:00.000Z' });
  const second = await touch(database.db).execute({ id: 'a1', at: '2026-12-02T09:30:00.000Z' });
  expect(first).toEqual([{ createdAt: new Date('2026-12-01T08:00:00.000Z') }]);
  expect(second).toEqual([{ createdAt: new Date('2026-12-02T09:30:00.000Z') }]);
});

it('skips the rows that conflict with stored ones and inserts the rest, each call with its own rows', async () => {
  await insertIgnoringConflicts(database.db, probes, [
    { id: 'e1', units: 1, payload: { note: 'new' } },
    { id: 'a1', units: 99, payload: { note: 'taken id' } },
  ]);
  await insertIgnoringConflicts(database.db, probes, [
    { id: 'e2', units: 2, payload: { note: 'new too' } },
    { id: 'e1', units: 99, payload: { note: 'taken id' } },
  ]);
  expect((await stored('e1'))?.units).toBe(1);
  expect((await stored('e2'))?.units).toBe(2);
  expect((await stored('a1'))?.units).toBe(3);
});

it('stores a null as NULL, a JSON column and a time among them, and a value in the same column next time', async () => {
  const at = new Date('2026-12-03T10:00:00.000Z');
  const [nothing] = await insertReturning(database.db, probes, [
    { id: 'f1', units: 1, payload: { note: 'a' }, extra: null, checkedAt: null },
  ]);
  const [something] = await insertReturning(database.db, probes, [
    { id: 'f2', units: 2, payload: { note: 'b' }, extra: { note: 'set' }, checkedAt: at },
  ]);
  expect([nothing?.extra, nothing?.checkedAt]).toEqual([null, null]);
  expect([something?.extra, something?.checkedAt]).toEqual([{ note: 'set' }, at]);
  const nulls = await database.db.execute(
    sql`select count(*)::int as n from kept_probe where id = 'f1' and extra is null and checked_at is null`,
  );
  expect(JSON.stringify(nulls)).toContain('"n":1');
});
