/**
 * Contact messages (storefront spec §2 Contact, §7 'POST /admin/contact-us'; admin spec §2
 * 'Contact Us Submissions'; DESIGN.md: real data where the spec shows demo data; issue 30). A
 * visitor's message is stored and, in the same transaction, mailed to the shop's inbox (the
 * store settings' supportEmail) and confirmed to the sender. Staff list them (5 a page), mark
 * one handled, and reply: the reply is mailed, kept with the message and marks it handled. Every
 * staff change is audited in its own transaction.
 */
import { CONTACT_MESSAGE_NOT_FOUND, CONTACT_PAGE_SIZE } from '@shop/domain/contact/contact.rules';
import type { ContactFields, ContactListQuery } from '@shop/domain/contact/contact.schemas';
import type { ContactListData, ContactMessage } from '@shop/domain/contact/contact.responses';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { staffNames } from '../admin-auth/admin-auth.service';
import { recordAudit } from '../audit/audit.service';
import { CONTACT_INBOX_MAIL, CONTACT_RECEIVED_MAIL, CONTACT_REPLY_MAIL, enqueueMail } from '../mail/mail.service';
import type { StaffSession } from '../sessions/sessions.service';
import { getSettings } from '../settings/settings.service';
import * as repo from './contact.repository';

/** Messages with their replies and the names of the staff involved. */
async function withReplies(db: DbOrTx, rows: repo.ContactMessageRow[]): Promise<ContactMessage[]> {
  const replies = await repo.repliesOf(
    db,
    rows.map((row) => row.id),
  );
  const staffIds = new Set<string>();
  for (const row of rows) if (row.handledBy) staffIds.add(row.handledBy);
  for (const list of replies.values()) for (const reply of list) staffIds.add(reply.sentBy);
  const names = staffIds.size > 0 ? await staffNames(db, [...staffIds]) : new Map<string, { name: string }>();
  const nameOf = (id: string) => names.get(id)?.name ?? 'Staff';
  return rows.map((row) => ({
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    subject: row.subject,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    handledAt: row.handledAt?.toISOString() ?? null,
    handledBy: row.handledBy ? nameOf(row.handledBy) : null,
    replies: (replies.get(row.id) ?? []).map((reply) => ({
      _id: reply.id,
      message: reply.body,
      sentBy: nameOf(reply.sentBy),
      createdAt: reply.createdAt.toISOString(),
    })),
  }));
}

/**
 * POST /admin/contact-us: stores the message and queues, in the same transaction, the copy to the
 * shop's inbox and the confirmation to the sender. Returns the stored message's id.
 */
export async function receiveMessage(db: Db, fields: ContactFields, now: Date): Promise<string> {
  return db.transaction(async (tx) => {
    const row = await repo.insertMessage(tx, { ...fields, createdAt: now });
    const inbox = (await getSettings(tx)).supportEmail;
    await enqueueMail(tx, {
      template: CONTACT_INBOX_MAIL,
      to: inbox,
      data: {
        firstName: row.firstName,
        lastName: row.lastName,
        email: row.email,
        subject: row.subject,
        message: row.message,
      },
      key: `contact-inbox:${row.id}`,
    });
    await enqueueMail(tx, {
      template: CONTACT_RECEIVED_MAIL,
      to: row.email,
      data: {},
      key: `contact-received:${row.id}`,
    });
    return row.id;
  });
}

/** Messages one data copy lists (a person sends far fewer). */
const MAX_EXPORTED_MESSAGES = 1000;

/**
 * The customer's data copy (issue 29 "Your data", issue 30): the messages sent from their address,
 * newest first, with staff's replies.
 */
export async function messagesFromForExport(db: DbOrTx, email: string): Promise<ContactMessage[]> {
  return withReplies(db, await repo.messagesFrom(db, email.toLowerCase(), MAX_EXPORTED_MESSAGES));
}

/**
 * Account erasure (issue 29 "Your data", issue 30): deletes the messages sent from the customer's
 * address, with staff's replies, in the caller's transaction (they are no tax record).
 */
export function eraseMessagesFrom(tx: DbOrTx, email: string): Promise<void> {
  return repo.deleteMessagesFrom(tx, email.toLowerCase());
}

/** GET /admin/contact-us (staff): a page of 5, newest first, by search and handled state. */
export async function listMessagesForStaff(db: DbOrTx, query: ContactListQuery): Promise<ContactListData> {
  const { rows, total } = await repo.listMessages(db, {
    search: query.search || undefined,
    state: query.state,
    limit: CONTACT_PAGE_SIZE,
    offset: (query.page - 1) * CONTACT_PAGE_SIZE,
  });
  return { messages: await withReplies(db, rows), total, page: query.page, pageSize: CONTACT_PAGE_SIZE };
}

async function lockedMessage(tx: DbOrTx, id: string): Promise<repo.ContactMessageRow> {
  const row = await repo.lockMessage(tx, id);
  if (!row) throw new AppError('NOT_FOUND', CONTACT_MESSAGE_NOT_FOUND);
  return row;
}

/** POST /admin/contact-us/{id}/handled: marks it handled (once: a handled message keeps its first mark). */
export async function markMessageHandled(db: Db, staff: StaffSession, id: string, now: Date): Promise<ContactMessage> {
  const row = await db.transaction(async (tx) => {
    const message = await lockedMessage(tx, id);
    if (message.handledAt) return message;
    const updated = await repo.markHandled(tx, id, staff.id, now);
    await recordAudit(tx, {
      staffId: staff.id,
      action: 'contact.handled',
      entity: 'contact',
      entityId: id,
      before: { handled_at: null },
      after: { handled_at: now.toISOString() },
    });
    return updated;
  });
  const [shown] = await withReplies(db, [row]);
  return shown!;
}

/**
 * POST /admin/contact-us/{id}/reply: keeps staff's reply with the message, queues it to the
 * sender in the same transaction and marks the message handled. NOT_FOUND when unknown.
 */
export async function replyToMessage(
  db: Db,
  staff: StaffSession,
  id: string,
  reply: string,
  now: Date,
): Promise<ContactMessage> {
  const row = await db.transaction(async (tx) => {
    const message = await lockedMessage(tx, id);
    const stored = await repo.insertReply(tx, { messageId: id, body: reply, sentBy: staff.id, createdAt: now });
    const updated = message.handledAt ? message : await repo.markHandled(tx, id, staff.id, now);
    await enqueueMail(tx, {
      template: CONTACT_REPLY_MAIL,
      to: message.email,
      data: { firstName: message.firstName, subject: message.subject, reply },
      key: `contact-reply:${stored.id}`,
    });
    await recordAudit(tx, {
      staffId: staff.id,
      action: 'contact.reply',
      entity: 'contact',
      entityId: id,
      before: { handled_at: message.handledAt?.toISOString() ?? null },
      after: { handled_at: updated.handledAt?.toISOString() ?? null, reply_id: stored.id, reply },
    });
    return updated;
  });
  const [shown] = await withReplies(db, [row]);
  return shown!;
}
