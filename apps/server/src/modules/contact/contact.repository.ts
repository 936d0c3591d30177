/** Queries of the contact module (Drizzle only): the contact_messages and contact_replies rows. */
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { ContactState } from '@shop/domain/contact/contact.rules';
import type { DbOrTx } from '../../db/client';
import { contactMessages, contactReplies } from '../../db/schema/contact';

export type ContactMessageRow = typeof contactMessages.$inferSelect;
export type ContactReplyRow = typeof contactReplies.$inferSelect;

/** `%value%` for ILIKE with its wildcards taken literally. */
const containing = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function whereOf(search: string | undefined, state: ContactState): SQL | undefined {
  const found = search
    ? or(
        ilike(contactMessages.firstName, containing(search)),
        ilike(contactMessages.lastName, containing(search)),
        ilike(contactMessages.email, containing(search)),
        ilike(contactMessages.subject, containing(search)),
      )
    : undefined;
  const handled =
    state === 'handled'
      ? isNotNull(contactMessages.handledAt)
      : state === 'unhandled'
        ? isNull(contactMessages.handledAt)
        : undefined;
  return and(found, handled);
}

/** A page of messages, newest first, matching `search` (names, e-mail, subject) and `state`; and how many match. */
export async function listMessages(
  db: DbOrTx,
  options: { search?: string; state: ContactState; limit: number; offset: number },
): Promise<{ rows: ContactMessageRow[]; total: number }> {
  const where = whereOf(options.search, options.state);
  const rows = await db
    .select()
    .from(contactMessages)
    .where(where)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(options.limit)
    .offset(options.offset);
  const [counted] = await db.select({ n: count() }).from(contactMessages).where(where);
  return { rows, total: counted?.n ?? 0 };
}

/** The replies to these messages, oldest first, by message id. */
export async function repliesOf(db: DbOrTx, messageIds: string[]): Promise<Map<string, ContactReplyRow[]>> {
  const byMessage = new Map<string, ContactReplyRow[]>();
  if (messageIds.length === 0) return byMessage;
  const rows = await db
    .select()
    .from(contactReplies)
    .where(inArray(contactReplies.messageId, messageIds))
    .orderBy(asc(contactReplies.createdAt), asc(contactReplies.id));
  for (const row of rows) byMessage.set(row.messageId, [...(byMessage.get(row.messageId) ?? []), row]);
  return byMessage;
}

export async function insertMessage(
  db: DbOrTx,
  values: typeof contactMessages.$inferInsert,
): Promise<ContactMessageRow> {
  const [row] = await db.insert(contactMessages).values(values).returning();
  return row!;
}

/** The message with `id`, locked until the transaction ends, or undefined. */
export async function lockMessage(db: DbOrTx, id: string): Promise<ContactMessageRow | undefined> {
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id)).for('update');
  return row;
}

/** Marks the message handled by `staffId` at `at`; returns the row. */
export async function markHandled(db: DbOrTx, id: string, staffId: string, at: Date): Promise<ContactMessageRow> {
  const [row] = await db
    .update(contactMessages)
    .set({ handledAt: at, handledBy: staffId })
    .where(eq(contactMessages.id, id))
    .returning();
  return row!;
}

/** Every message sent from `email` (lower-cased), newest first, at most `limit`. */
export function messagesFrom(db: DbOrTx, email: string, limit: number): Promise<ContactMessageRow[]> {
  return db
    .select()
    .from(contactMessages)
    .where(eq(contactMessages.email, email))
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(limit);
}

/** Deletes every message sent from `email` (lower-cased), with its replies. */
export async function deleteMessagesFrom(db: DbOrTx, email: string): Promise<void> {
  await db.delete(contactMessages).where(eq(contactMessages.email, email));
}

export async function insertReply(db: DbOrTx, values: typeof contactReplies.$inferInsert): Promise<ContactReplyRow> {
  const [row] = await db.insert(contactReplies).values(values).returning();
  return row!;
}
