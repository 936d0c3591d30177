/**
 * Transactions with BEGIN pipelined (db/pipelined-begin.ts, docs/decisions/103), through the
 * shop's own wiring (openDatabase: db.transaction on the transactions pool). PostgreSQL only, as
 * the module is: on the suite's DATABASE_URL, else the machine's PostgreSQL (the replica tests
 * need its binaries too). Then COMMIT queued behind a transaction's statements (docs/decisions/104).
 */
import { sql } from 'drizzle-orm';
import { integer, pgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './client';
import { pipelined } from './pipelined';
import { queueCommit } from './queued-commit';
import { rawRows } from './raw-rows';
import { createScratchDatabase, type ScratchDatabase } from './scratch-database';

let database: Database;
let scratch: ScratchDatabase;

beforeAll(async () => {
  scratch = await createScratchDatabase(
    process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    'shop_test',
  );
  database = openDatabase({ url: scratch.url });
  await database.db.execute(sql`create table begin_log (n integer primary key)`);
});

afterAll(async () => {
  await database.close();
  await scratch.drop();
});

const logged = async () =>
  rawRows<{ n: number }>(await database.db.execute(sql`select n from begin_log order by n`)).map((row) => row.n);

describe('a transaction whose BEGIN goes with its first statements', () => {
  it('runs every statement inside the transaction: none is seen by others before COMMIT', async () => {
    await database.db.execute(sql`delete from begin_log`);
    const seenInside = await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into begin_log values (1)`);
      const outside = await logged();
      const inTransaction = rawRows<{ open: boolean }>(
        await tx.execute(sql`select now() = statement_timestamp() as open`),
      )[0]!.open;
      await tx.execute(sql`insert into begin_log values (2)`);
      return { outside, inTransaction };
    });
    expect(seenInside).toEqual({ outside: [], inTransaction: false });
    expect(await logged()).toEqual([1, 2]);
  });

  it('rolls everything back when the callback throws, and raises its error', async () => {
    await database.db.execute(sql`delete from begin_log`);
    const refused = await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into begin_log values (3)`);
        throw new Error('refused by the shop');
      })
      .catch((error: unknown) => error);
    expect((refused as Error).message).toBe('refused by the shop');
    expect(await logged()).toEqual([]);
  });

  it('rolls back on a failed statement and raises the database error', async () => {
    await database.db.execute(sql`delete from begin_log`);
    const failed = await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into begin_log values (4)`);
        await tx.execute(sql`insert into begin_log values (4)`);
      })
      .catch((error: unknown) => error);
    expect(String((failed as Error).message)).toMatch(/duplicate key|Failed query/);
    expect(await logged()).toEqual([]);
  });

  it('keeps a nested transaction to its savepoint', async () => {
    await database.db.execute(sql`delete from begin_log`);
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into begin_log values (5)`);
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`insert into begin_log values (6)`);
          throw new Error('inner refused');
        })
        .catch(() => undefined);
      await tx.transaction(async (inner) => {
        await inner.execute(sql`insert into begin_log values (7)`);
      });
    });
    expect(await logged()).toEqual([5, 7]);
  });

  it('gives each connection back: many more transactions than the pool holds, at once', async () => {
    await database.db.execute(sql`delete from begin_log`);
    await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        database.db
          .transaction(async (tx) => {
            await tx.execute(sql`insert into begin_log values (${100 + i})`);
            if (i % 3 === 0) throw new Error('every third refused');
          })
          .catch(() => undefined),
      ),
    );
    expect(await logged()).toHaveLength(40);
  });
});

const beginLog = pgTable('begin_log', { n: integer('n').primaryKey() });

describe('COMMIT queued behind the statements (queueCommit)', () => {
  it('commits the statements started before it, before the callback returns', async () => {
    await database.db.execute(sql`delete from begin_log`);
    const seen = await database.db.transaction(async (tx) => {
      await pipelined(
        tx.execute(sql`insert into begin_log values (20)`),
        tx.insert(beginLog).values({ n: 21 }),
        queueCommit(tx),
      );
      // Committed already: another connection sees both rows while the callback still runs.
      return logged();
    });
    expect(seen).toEqual([20, 21]);
    expect(await logged()).toEqual([20, 21]);
  });

  it('rolls back every statement when one fails, even one started through the query builder just before it', async () => {
    await database.db.execute(sql`delete from begin_log`);
    await database.db.execute(sql`insert into begin_log values (30)`);
    let commit: Promise<void> | undefined;
    const failed = await database.db
      .transaction(async (tx) => {
        const steps = [
          tx.execute(sql`insert into begin_log values (31)`),
          // The builder's statement is written later than a raw one started after it would be.
          tx.insert(beginLog).values({ n: 30 }),
        ];
        commit = queueCommit(tx);
        await pipelined(...steps, commit);
      })
      .catch((error: unknown) => error);
    expect(String((failed as Error).message)).toMatch(/duplicate key|Failed query/);
    await expect(commit).rejects.toThrow(/rolled back/);
    expect(await logged()).toEqual([30]);
    // The connection went back clean: the next transaction commits as usual.
    await database.db.transaction((tx) => tx.execute(sql`insert into begin_log values (32)`));
    expect(await logged()).toEqual([30, 32]);
  });

  it('does nothing outside a transaction', async () => {
    await expect(queueCommit(database.db)).resolves.toBeUndefined();
  });
});
