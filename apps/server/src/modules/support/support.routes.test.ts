/**
 * Support tickets through the API (issue 26; docs/decisions/053): a customer opens a ticket and
 * gets its number and an acknowledgement mail at once; they see and answer only their own; staff
 * of either role list them overdue first, move them through the ticket table and answer by mail;
 * every staff change is audited; bad input is a 4xx that saves nothing; opening is rate-limited.
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NUL_CHARACTER } from '@shop/domain/validation/text.schemas';
import { auditLog } from '../../db/schema/audit';
import { devMailbox } from '../../db/schema/mail';
import { ticketMessages, tickets } from '../../db/schema/support';
import { createManualClock } from '../../lib/clock';
import { makeProduct } from '../../test/factories';
import { placeOrder } from '../../test/orders';
import { signUpCustomer, type SignedIn } from '../../test/sessions';
import type { TestApp } from '../../test/test-app';
import { shopFixture } from '../../test/shop-fixture';

const DAY = 86_400_000;
const clock = createManualClock(new Date('2026-03-10T06:00:00Z'));
let t: TestApp;
let admin: SignedIn;
let subAdmin: SignedIn;
let asha: SignedIn;
let kiran: SignedIn;
let categoryId: string;

beforeAll(async () => {
  ({
    t,
    categoryId,
    staff: { SuperAdmin: admin, SubAdmin: subAdmin },
  } = await shopFixture({ app: { clock }, staff: ['SuperAdmin', 'SubAdmin'] }));
  asha = await signUpCustomer(t.app, 'Asha Rao');
  kiran = await signUpCustomer(t.app, 'Kiran Shah');
});
afterAll(() => t.close());

const form = (over: Record<string, unknown> = {}) => ({
  name: 'Asha Rao',
  email: 'asha.tickets@example.in',
  phone: '9876543210',
  category: 'Product Issue',
  subject: 'DHT22 reads 0 °C',
  description: 'The sensor I received always reads 0 °C and 0% humidity.',
  ...over,
});

function call(method: 'GET' | 'POST' | 'PUT', url: string, cookie?: string, payload?: unknown) {
  return t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}
const open = (customer: SignedIn, over: Record<string, unknown> = {}) =>
  call('POST', '/complaint/create', customer.cookie, { complaint: form(over) });
const ticketCount = async () => (await t.db.select({ n: count() }).from(tickets))[0]!.n;
const messageCount = async () => (await t.db.select({ n: count() }).from(ticketMessages))[0]!.n;
const auditCount = async () =>
  (await t.db.select({ n: count() }).from(auditLog).where(eq(auditLog.entity, 'ticket')))[0]!.n;
const mailTo = async (to: string) => {
  await t.app.jobs.runDue();
  return (await t.db.select().from(devMailbox)).filter((m) => m.to === to);
};
/** A customer of their own, so rate limits of one test do not reach another. */
const freshCustomer = () => signUpCustomer(t.app, 'Ravi Kumar');

describe('a customer opens a ticket', () => {
  it('gets its number, status Open, priority Medium and a due date a month on, and the acknowledgement mail', async () => {
    const res = await open(asha);
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Your complaint has been submitted successfully!');
    const complaint = res.json().data.complaint;
    expect(complaint).toMatchObject({
      status: 'Open',
      priority: 'Medium',
      category: 'Product Issue',
      order_id: null,
      resolved_at: null,
      overdue: false,
      messages: [],
      admin_response: null,
    });
    expect(complaint.ticket_number).toMatch(/^TKT-26-\d{6}$/);
    expect(complaint.created_at).toBe('2026-03-10T06:00:00.000Z');
    expect(complaint.due_by).toBe('2026-04-10T06:00:00.000Z');

    const [mail] = await mailTo('asha.tickets@example.in');
    expect(mail!.subject).toBe(`[${complaint.ticket_number}] We have received your complaint`);
    for (const part of [mail!.html, mail!.text]) {
      expect(part).toContain(complaint.ticket_number);
      expect(part).toContain('10 April 2026');
    }
  });

  it('numbers tickets one after another in the year of the India date', async () => {
    const first = (await open(asha)).json().data.complaint.ticket_number as string;
    const second = (await open(asha)).json().data.complaint.ticket_number as string;
    expect(Number(second.slice(-6))).toBe(Number(first.slice(-6)) + 1);
  });

  it('links one of their own orders', async () => {
    const buyer = await freshCustomer();
    const product = await makeProduct(t.db, { categoryId });
    const order = (await placeOrder(t.app, buyer.cookie, [{ product_id: product.id, quantity: 1 }])).json().data.order;
    const res = await open(buyer, { orderId: order._id, category: 'Order Issue', priority: 'High' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.complaint).toMatchObject({ order_id: order._id, priority: 'High' });

    const before = await ticketCount();
    const other = await open(kiran, { orderId: order._id, email: 'kiran.sneaky@example.in' });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ status: 'Error', code: 'NOT_FOUND', message: 'Order not found' });
    expect(await open(kiran, { orderId: 'no-such-order', email: 'kiran.sneaky@example.in' })).toHaveProperty(
      'statusCode',
      404,
    );
    expect(await ticketCount()).toBe(before);
    expect(await mailTo('kiran.sneaky@example.in')).toHaveLength(0);
  });

  it.each([
    ['a field the form does not have', { status: 'Resolved' }, undefined],
    ['a 5,001-character description', { description: 'x'.repeat(5001) }, 'At most 5000 characters'],
    ['a NUL in the description', { description: 'nul \u0000 here' }, NUL_CHARACTER],
    ['a NUL in the subject', { subject: '\u0000' }, NUL_CHARACTER],
    ['a 9-digit phone', { phone: '987654321' }, 'Please enter a valid 10-digit phone number'],
    ['an unknown category', { category: 'Refund' }, 'Please choose a category'],
    ['an empty subject', { subject: '   ' }, 'Please fill in all fields'],
  ])('refuses %s with 400 and saves nothing', async (_name, over, message) => {
    const before = await ticketCount();
    const res = await open(asha, over);
    expect(res.statusCode).toBe(400);
    expect(res.json().status).toBe('Error');
    if (message) expect(res.json().message).toBe(message);
    expect(await ticketCount()).toBe(before);
  });

  it('refuses a field outside the complaint object', async () => {
    const res = await call('POST', '/complaint/create', asha.cookie, { complaint: form(), userId: kiran.id });
    expect(res.statusCode).toBe(400);
  });

  it('refuses a body of a megabyte with 413 and the error envelope', async () => {
    const before = await ticketCount();
    const res = await open(asha, { description: 'x'.repeat(1024 * 1024) });
    expect(res.statusCode).toBe(413);
    expect(res.json().status).toBe('Error');
    expect(typeof res.json().message).toBe('string');
    expect(await ticketCount()).toBe(before);
  });

  it('answers 401 to a stranger', async () => {
    expect((await call('POST', '/complaint/create', undefined, { complaint: form() })).statusCode).toBe(401);
    expect((await call('GET', '/complaint/my')).statusCode).toBe(401);
  });

  it('limits one customer to 5 tickets a minute: 30 at once save 5 and the rest get 429', async () => {
    const spammer = await freshCustomer();
    const before = await ticketCount();
    const replies = [];
    for (let i = 0; i < 30; i += 1)
      replies.push(await open(spammer, { subject: `Ticket ${i}`, email: 'spam.target@example.in' }));
    expect(replies.filter((r) => r.statusCode === 201)).toHaveLength(5);
    const refused = replies.filter((r) => r.statusCode === 429);
    expect(refused).toHaveLength(25);
    expect(refused[0]!.json().status).toBe('Error');
    expect(refused[0]!.headers['retry-after']).toBeDefined();
    expect(await ticketCount()).toBe(before + 5);
    // Another customer is not held back by the first one's limit.
    expect((await open(kiran)).statusCode).toBe(201);
  });
});

describe("a customer's own tickets", () => {
  let ticketId: string;
  beforeAll(async () => {
    ticketId = (
      await open(kiran, { subject: 'Refund not received', email: 'kiran@example.in', name: 'Kiran Shah' })
    ).json().data.complaint._id;
  });

  it('lists only their own, newest first', async () => {
    const mine = (await call('GET', '/complaint/my', kiran.cookie)).json().data.complaints as {
      _id: string;
      email: string;
    }[];
    expect(mine[0]!._id).toBe(ticketId);
    const ashas = (await call('GET', '/complaint/my', asha.cookie)).json().data.complaints as { _id: string }[];
    expect(ashas.map((c) => c._id)).not.toContain(ticketId);
  });

  it('takes their reply on the thread, and refuses one on another customer’s ticket with 404', async () => {
    const res = await call('POST', `/complaint/${ticketId}/reply`, kiran.cookie, { message: 'Any news?' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.complaint.messages).toMatchObject([
      { author: 'customer', body: 'Any news?', staff_name: null, sent_by_email: false },
    ]);

    const before = await messageCount();
    const sneaky = await call('POST', `/complaint/${ticketId}/reply`, asha.cookie, { message: 'Close this' });
    expect(sneaky.statusCode).toBe(404);
    expect(sneaky.json().message).toBe('Complaint not found');
    expect((await call('POST', '/complaint/unknown-id/reply', kiran.cookie, { message: 'Hello' })).statusCode).toBe(
      404,
    );
    expect(await messageCount()).toBe(before);
  });

  it.each([
    ['a blank message', { message: '   ' }, 'Please enter a message'],
    ['a NUL', { message: 'a\u0000b' }, NUL_CHARACTER],
    ['an extra field', { message: 'Hi', status: 'Closed' }, undefined],
  ])('refuses a reply with %s', async (_name, body, message) => {
    const before = await messageCount();
    const res = await call('POST', `/complaint/${ticketId}/reply`, kiran.cookie, body);
    expect(res.statusCode).toBe(400);
    if (message) expect(res.json().message).toBe(message);
    expect(await messageCount()).toBe(before);
  });
});

describe('staff answer tickets', () => {
  let ticketId: string;
  const update = (body: unknown, cookie = subAdmin.cookie, id = ticketId) =>
    call('PUT', `/complaint/admin/update/${id}`, cookie, body);

  beforeAll(async () => {
    ticketId = (await open(asha, { subject: 'Motor driver overheats', email: 'asha.l298@example.in' })).json().data
      .complaint._id;
    await mailTo('asha.l298@example.in');
  });

  it('moves a ticket In Progress with a response: on the thread, mailed, audited', async () => {
    const auditsBefore = await auditCount();
    const res = await update({ status: 'In Progress', admin_response: 'We are testing a replacement.' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Complaint updated successfully');
    expect(res.json().data.complaint).toMatchObject({
      status: 'In Progress',
      admin_response: 'We are testing a replacement.',
      resolved_at: null,
    });
    expect(res.json().data.complaint.messages).toMatchObject([
      { author: 'staff', staff_name: 'Staff Member', body: 'We are testing a replacement.', sent_by_email: true },
    ]);
    expect(await auditCount()).toBe(auditsBefore + 1);

    const mails = await mailTo('asha.l298@example.in');
    const reply = mails.find((m) => m.subject.includes('Re: Motor driver overheats'))!;
    expect(reply.text).toContain('Your complaint is now In Progress.');
    expect(reply.text).toContain('We are testing a replacement.');
  });

  it('refuses a step to the status the ticket already has with 409, saving and auditing nothing', async () => {
    const [auditsBefore, messagesBefore] = [await auditCount(), await messageCount()];
    const res = await update({ status: 'In Progress', admin_response: 'Again' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ status: 'Error', code: 'CONFLICT', message: 'The complaint is already In Progress' });
    expect([await auditCount(), await messageCount()]).toEqual([auditsBefore, messagesBefore]);
  });

  it('resolves it (resolved_at set), and a customer reply reopens it (resolved_at cleared)', async () => {
    clock.advance(DAY);
    const resolved = await update({ status: 'Resolved' }, admin.cookie);
    expect(resolved.json().data.complaint).toMatchObject({
      status: 'Resolved',
      resolved_at: clock.now().toISOString(),
    });
    const [row] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, ticketId)).orderBy(auditLog.createdAt);
    expect(row).toMatchObject({ action: 'ticket.status', before: { status: 'Open', resolved_at: null } });

    const reopened = await call('POST', `/complaint/${ticketId}/reply`, asha.cookie, { message: 'Still overheats.' });
    expect(reopened.json().data.complaint).toMatchObject({ status: 'Open', resolved_at: null });

    expect((await update({ status: 'Closed' })).json().data.complaint.status).toBe('Closed');
    expect(
      (await update({ status: 'Resolved', admin_response: 'Replacement sent.' })).json().data.complaint.status,
    ).toBe('Resolved');
  });

  it('refuses an unknown status with 400 and an unknown ticket with 404', async () => {
    expect((await update({ status: 'Done' })).statusCode).toBe(400);
    expect((await update({ status: 'Open', resolved_at: null })).statusCode).toBe(400);
    expect((await update({ status: 'Open' }, subAdmin.cookie, 'no-such-ticket')).statusCode).toBe(404);
  });

  it('sends an e-mail that is kept on the thread and queued to the customer', async () => {
    const res = await call('POST', `/complaint/admin/send-email/${ticketId}`, subAdmin.cookie, {
      message: 'Please share a photo of the board.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Email sent successfully');
    expect(res.json().data.complaint.messages.at(-1)).toMatchObject({
      author: 'staff',
      body: 'Please share a photo of the board.',
      sent_by_email: true,
    });
    const mails = await mailTo('asha.l298@example.in');
    expect(mails.some((m) => m.text.includes('Please share a photo of the board.'))).toBe(true);
  });

  it("refuses an empty e-mail with 'Please enter a message' and sends nothing", async () => {
    const before = await messageCount();
    const res = await call('POST', `/complaint/admin/send-email/${ticketId}`, subAdmin.cookie, { message: ' ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please enter a message');
    expect(await messageCount()).toBe(before);
  });

  it('answers 401 to a customer and a stranger on every staff call, and changes nothing', async () => {
    const before = await t.db.select().from(tickets).where(eq(tickets.id, ticketId));
    for (const cookie of [asha.cookie, undefined]) {
      expect((await call('GET', '/complaint/admin/all', cookie)).statusCode).toBe(401);
      expect((await call('PUT', `/complaint/admin/update/${ticketId}`, cookie, { status: 'Closed' })).statusCode).toBe(
        401,
      );
      expect(
        (await call('POST', `/complaint/admin/send-email/${ticketId}`, cookie, { message: 'Hi' })).statusCode,
      ).toBe(401);
    }
    expect(await t.db.select().from(tickets).where(eq(tickets.id, ticketId))).toEqual(before);
  });
});

describe('the staff list and the dashboard', () => {
  it('puts overdue tickets first, then the newest, and filters by status; the dashboard counts the overdue', async () => {
    const meera = await freshCustomer();
    const late = (await open(meera, { subject: 'Old problem', email: 'meera.old@example.in' })).json().data.complaint;
    clock.advance(32 * DAY);
    const fresh = (await open(meera, { subject: 'New problem', email: 'meera.new@example.in' })).json().data.complaint;

    const list = (await call('GET', '/complaint/admin/all', subAdmin.cookie)).json().data;
    const overdue = list.complaints.filter((c: { overdue: boolean }) => c.overdue);
    expect(overdue.map((c: { _id: string }) => c._id)).toContain(late._id);
    expect(list.complaints.slice(0, overdue.length).every((c: { overdue: boolean }) => c.overdue)).toBe(true);
    const firstOnTime = list.complaints[overdue.length];
    expect(firstOnTime._id).toBe(fresh._id);

    const dashboard = (await call('GET', '/admin/dashboard', subAdmin.cookie)).json().data.dashboard_data;
    expect(dashboard.overdue_tickets).toBe(overdue.length);

    const resolvedOnly = (await call('GET', '/complaint/admin/all?status=Resolved', subAdmin.cookie)).json().data
      .complaints;
    expect(resolvedOnly.length).toBeGreaterThan(0);
    expect(resolvedOnly.every((c: { status: string; overdue: boolean }) => c.status === 'Resolved' && !c.overdue)).toBe(
      true,
    );

    await call('PUT', `/complaint/admin/update/${late._id}`, admin.cookie, {
      status: 'Resolved',
      admin_response: 'Sorted, sorry for the wait.',
    });
    expect((await call('GET', '/admin/dashboard', subAdmin.cookie)).json().data.dashboard_data.overdue_tickets).toBe(
      overdue.length - 1,
    );
  });

  it('refuses a bad filter with 400', async () => {
    expect((await call('GET', '/complaint/admin/all?status=open', subAdmin.cookie)).statusCode).toBe(400);
    expect((await call('GET', '/complaint/admin/all?foo=1', subAdmin.cookie)).statusCode).toBe(400);
  });
});
