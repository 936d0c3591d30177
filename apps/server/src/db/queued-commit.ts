/**
 * COMMIT sent behind a transaction's statements before their answers (docs/decisions/104): the
 * caller's side of db/pipelined-begin.ts, which keeps the transaction's connection.
 */
import type { DbOrTx } from './client';
import type { TransactionSql } from './pipelined-begin';

/**
 * Queues COMMIT on `tx`'s connection behind every statement started so far, without waiting for
 * their answers, and resolves once it committed. Rejects when PostgreSQL answered it with ROLLBACK
 * (a statement before it failed: that statement's own error is the one to report). On PGlite, and
 * on a database rather than a transaction, it resolves at once and the transaction commits when
 * its callback returns, as always.
 */
export function queueCommit(tx: DbOrTx): Promise<void> {
  // Drizzle's transaction keeps its driver client as `session.client` (db/kept-statement.ts reaches it too).
  const client = (tx as unknown as { session?: { client?: Partial<TransactionSql> } }).session?.client;
  return client?.queueCommit?.() ?? Promise.resolve();
}
