/** Development mailbox queries (Drizzle only). */
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { insertIgnoringConflicts } from '../../../db/kept-statement';
import { devMailbox } from '../../../db/schema/mail';

export type MailboxMessage = typeof devMailbox.$inferSelect;

/** Stores a message once per Message-ID. */
export async function storeMessage(
  db: DbOrTx,
  message: Omit<typeof devMailbox.$inferInsert, 'id' | 'createdAt'>,
): Promise<void> {
  // Kept (db/kept-statement.ts): the sandbox stores every order's mail.
  await insertIgnoringConflicts(db, devMailbox, [message]);
}

export async function latestMessages(db: DbOrTx, limit: number): Promise<MailboxMessage[]> {
  return db.select().from(devMailbox).orderBy(desc(devMailbox.createdAt), desc(devMailbox.id)).limit(limit);
}

export async function findMessage(db: DbOrTx, id: string): Promise<MailboxMessage | undefined> {
  const [row] = await db.select().from(devMailbox).where(eq(devMailbox.id, id)).limit(1);
  return row;
}
