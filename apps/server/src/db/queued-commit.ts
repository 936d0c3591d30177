/**
 * COMMIT sent behind a transaction's statements before their answers (docs/decisions/104): the
 * caller's side of db/pipelined-begin.ts, which keeps the transaction's connection.
 */
import type { DbOrTx } from './client';
import { sessionOf } from './kept-statement';
import type { TransactionSql } from './pipelined-begin';

/**
 * Queues COMMIT on `tx`'s connection behind every statement started so far, without waiting for
 * their answers, and resolves once it committed. Rejects when PostgreSQL answered it with ROLLBACK
 * (a statement before it failed: that statement's own error is the one to report). On PGlite, and
 * on a database rather than a transaction, it resolves at once and the transaction commits when
 * its callback returns, as always.
 */
export function queueCommit(tx: DbOrTx): Promise<void> {
  const client = sessionOf(tx).client as Partial<TransactionSql>;
  return client.queueCommit?.() ?? Promise.resolve();
}
