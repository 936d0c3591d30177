/**
 * Transactions whose BEGIN goes out with their first statements (issue 31, docs/decisions/103).
 *
 * postgres.js's `sql.begin(fn)` sends BEGIN and waits for its answer before it calls `fn`: one
 * round trip of every transaction (an order's: BEGIN, one batch, COMMIT) carries nothing. Here
 * the transaction reserves a connection (postgres.js `sql.reserve()`), queues BEGIN on it without
 * waiting and calls `fn` at once: postgres.js writes what is queued on a connection together, so
 * BEGIN and the statements `fn` starts first share one write and one round trip. PostgreSQL runs
 * them in the order sent, so every statement still runs inside the transaction.
 *
 * Then COMMIT when `fn` resolves (after BEGIN's answer, so a failed BEGIN is the error raised),
 * or ROLLBACK when it or BEGIN fails; the connection goes back to the pool either way. Savepoints
 * (Drizzle's nested `tx.transaction`) are SAVEPOINT, RELEASE and ROLLBACK TO on the same connection.
 *
 * `queueCommit(tx)` (db/queued-commit.ts) sends the COMMIT behind the statements `fn` has started, before their answers
 * (docs/decisions/104): the whole transaction is one round trip, and a row lock it takes is held
 * only while PostgreSQL runs it. Only for statements that refuse in the database (db/refused-in-
 * database.ts): once COMMIT is queued, nothing `fn` does with their answers can undo them.
 */
import type { ReservedSql, Sql } from 'postgres';

type Callback = (sql: Sql) => unknown;
/** The reserved connection's client as `fn` gets it: a postgres.js client with `savepoint` and `queueCommit`. */
export type TransactionSql = Sql & {
  savepoint: (...args: unknown[]) => Promise<unknown>;
  queueCommit: () => Promise<void>;
};
/** The COMMIT `fn` queued, if it did. */
interface TransactionState {
  commit?: Promise<void>;
}

/** `sql` whose `begin([options,] fn)` pipelines BEGIN as described above; everything else is `sql`'s own. */
export function withPipelinedBegin(sql: Sql): Sql {
  const begin = (...args: unknown[]) => beginPipelined(sql, args);
  return new Proxy(sql, { get: (target, key) => (key === 'begin' ? begin : Reflect.get(target, key)) });
}

/** `begin([options,] fn)` on `sql`: resolves to what `fn` resolved to, once COMMIT is answered. */
async function beginPipelined(sql: Sql, args: unknown[]): Promise<unknown> {
  const fn = args.at(-1) as Callback;
  // As postgres.js does: only letters and spaces of the options (e.g. 'isolation level serializable').
  const options = args.length > 1 ? String(args[0]).replace(/[^a-z ]/gi, '') : '';
  const reserved = await sql.reserve();
  const begun = reserved.unsafe(`begin ${options}`.trim()).execute();
  // Handled here at once; its failure is raised below, after `fn`'s.
  begun.catch(() => undefined);
  const state: TransactionState = {};
  try {
    const result = await fn(inTransaction(reserved, state));
    await begun;
    await (state.commit ?? reserved.unsafe('commit'));
    return result;
  } catch (error) {
    // BEGIN's own failure comes first: every statement after it failed because of it.
    const beginError = await begun.then(
      () => undefined,
      (failure: unknown) => failure,
    );
    // A queued COMMIT is answered first (with ROLLBACK when a statement failed); the ROLLBACK after it then has nothing to do.
    await state.commit?.catch(() => undefined);
    await reserved.unsafe('rollback').catch(() => undefined);
    throw beginError ?? error;
  } finally {
    reserved.release();
  }
}

let savepoints = 0;

/**
 * COMMIT on `sql` behind every statement already started: a statement is written a few microtasks
 * after it is started, more through Drizzle's builder than through a kept statement (db/pipelined.ts),
 * so COMMIT is started on the next tick, once the promise jobs of the statements started now have
 * all run, and before postgres.js writes what it queued (on the next turn of the event loop).
 */
async function commitBehind(sql: ReservedSql): Promise<void> {
  await new Promise<void>((resolve) => process.nextTick(resolve));
  const answer = await sql.unsafe('commit');
  if (answer.command !== 'COMMIT') throw new Error(`the transaction was rolled back (${answer.command})`);
}

/** The reserved connection `sql` with `savepoint([name,] fn)` for nested transactions and `queueCommit()`. */
function inTransaction(sql: ReservedSql, state: TransactionState): TransactionSql {
  const queueCommit = () => (state.commit ??= commitBehind(sql));
  const savepoint = async (...args: unknown[]) => {
    const fn = args.at(-1) as Callback;
    const name = `s${++savepoints}`;
    await sql.unsafe(`savepoint ${name}`);
    try {
      const result = await fn(client);
      await sql.unsafe(`release savepoint ${name}`);
      return result;
    } catch (error) {
      await sql.unsafe(`rollback to savepoint ${name}`);
      throw error;
    }
  };
  const client = new Proxy(sql, {
    get: (target, key) =>
      key === 'savepoint' ? savepoint : key === 'queueCommit' ? queueCommit : Reflect.get(target, key),
  }) as unknown as TransactionSql;
  return client;
}
