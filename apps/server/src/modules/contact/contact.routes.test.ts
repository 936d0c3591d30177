/**
 * Contact messages (issue 30) through the real routes on a fresh database: a visitor's message
 * stored and mailed to the shop's inbox and the sender; staff find it, mark it handled and reply
 * (mailed, kept, audited); and the attacks: a flood (429), the honeypot filled (answered as sent,
 * nothing kept or mailed), a 1 MB message, U+0000, a bad e-mail, strangers and customers on the
 * staff calls - each refused with the envelope and nothing stored.
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { contactMessages, contactReplies } from '../../db/schema/contact';
import { jobs } from '../../db/schema/jobs';
import { devMailbox } from '../../db/schema/mail';
import { signInStaff, signUpCustomer, type SignedIn } from '../../test/sessions';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let staff: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  staff = await signInStaff(t.app, t.db, 'SubAdmin');
});
afterAll(() => t.close());

let address = 0;
const nextAddress = () => `198.51.100.${(address += 1)}`;

const message = {
  firstName: 'Meera',
  lastName: 'Iyer',
  email: 'Meera.Iyer@example.in',
  subject: 'Bulk ESP32 boards',
  message: 'Do you sell 50 ESP32 boards with a GST invoice?',
};

function send(payload: unknown, from = nextAddress()) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/contact-us',
    payload: payload as object,
    remoteAddress: from,
  });
}

const asStaff = (method: 'GET' | 'POST', url: string, payload?: object, cookie: string | undefined = staff.cookie) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    ...(payload !== undefined && { payload }),
    ...(cookie ? { headers: { cookie } } : {}),
  });

const stored = async () => (await t.db.select({ n: count() }).from(contactMessages))[0]!.n;
const mails = async () =>
  (await t.db.select().from(jobs).where(eq(jobs.name, 'mail.send'))).map(
    (row) => row.payload as { template: string; to: string; data: Record<string, string> },
  );

async function expectRefused(
  res: { statusCode: number; json: () => { status?: string; code?: unknown; message?: string } },
  status: number | number[],
  message?: string,
) {
  expect([status].flat()).toContain(res.statusCode);
  const body = res.json();
  expect(body.status).toBe('Error');
  expect(typeof body.code).toBe('string');
  if (message) expect(body.message).toBe(message);
}

describe('a contact message, as a visitor sends it and staff answer it', () => {
  it('stores the message, mails the inbox and the sender, and staff reply', async () => {
    const res = await send(message);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Message sent successfully!', data: { sent: true } });
    const [row] = await t.db.select().from(contactMessages);
    expect(row).toMatchObject({ firstName: 'Meera', email: 'meera.iyer@example.in', handledAt: null });

    const queued = await mails();
    expect(queued.find((m) => m.template === 'contact-inbox')).toMatchObject({
      to: 'support@makershop.in',
      data: { email: 'meera.iyer@example.in', subject: 'Bulk ESP32 boards', message: message.message },
    });
    expect(queued.find((m) => m.template === 'contact-received')).toMatchObject({ to: 'meera.iyer@example.in' });

    // Staff find it by search and in the unhandled filter, 5 a page.
    const list = await asStaff('GET', '/admin/contact-us?search=esp32&state=unhandled');
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toMatchObject({ total: 1, page: 1, pageSize: 5 });
    expect(list.json().data.messages[0]).toMatchObject({ id: row!.id, handledAt: null, replies: [] });
    expect((await asStaff('GET', '/admin/contact-us?state=handled')).json().data.total).toBe(0);

    const reply = await asStaff('POST', `/admin/contact-us/${row!.id}/reply`, {
      message: 'Yes: 50 boards at ₹420 each, GST invoice included.',
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().message).toBe('Reply sent.');
    const answered = reply.json().data.contact;
    expect(answered.handledAt).not.toBeNull();
    expect(answered.handledBy).toBe('Staff Member');
    expect(answered.replies).toMatchObject([
      { message: 'Yes: 50 boards at ₹420 each, GST invoice included.', sentBy: 'Staff Member' },
    ]);
    expect((await mails()).find((m) => m.template === 'contact-reply')).toMatchObject({
      to: 'meera.iyer@example.in',
      data: { firstName: 'Meera', subject: 'Bulk ESP32 boards' },
    });
    expect((await asStaff('GET', '/admin/contact-us?state=handled')).json().data.total).toBe(1);

    // The mails go out through the mail job, with the shop's name.
    await t.app.jobs.runDue();
    const sent = await t.db.select().from(devMailbox);
    expect(sent.find((m) => m.to === 'support@makershop.in')?.subject).toBe('Contact form: Bulk ESP32 boards');
    expect(sent.filter((m) => m.to === 'meera.iyer@example.in').map((m) => m.subject)).toEqual(
      expect.arrayContaining(['We have received your message', 'Re: Bulk ESP32 boards']),
    );
    // The confirmation repeats nothing the sender typed.
    expect(sent.find((m) => m.subject === 'We have received your message')?.text).not.toContain('ESP32');
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, row!.id));
    expect(audit.map((a) => a.action)).toEqual(['contact.reply']);
  });

  it('marks a message handled once, audited', async () => {
    await send({ ...message, email: 'arjun@example.in', subject: 'Order query' });
    const [row] = await t.db.select().from(contactMessages).where(eq(contactMessages.email, 'arjun@example.in'));
    const marked = await asStaff('POST', `/admin/contact-us/${row!.id}/handled`);
    expect(marked.statusCode).toBe(200);
    expect(marked.json().data.contact.handledAt).not.toBeNull();
    const again = await asStaff('POST', `/admin/contact-us/${row!.id}/handled`);
    expect(again.json().data.contact.handledAt).toBe(marked.json().data.contact.handledAt);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, row!.id));
    expect(audit.map((a) => a.action)).toEqual(['contact.handled']);
    await expectRefused(await asStaff('POST', '/admin/contact-us/no-such-id/handled'), 404);
  });

  it('pages 5 at a time, newest first', async () => {
    for (let i = 0; i < 6; i += 1) await send({ ...message, email: `page${i}@example.in`, subject: `Page test ${i}` });
    const first = (await asStaff('GET', '/admin/contact-us?search=page%20test')).json().data;
    expect(first.total).toBe(6);
    expect(first.messages.map((m: { subject: string }) => m.subject)).toEqual([
      'Page test 5',
      'Page test 4',
      'Page test 3',
      'Page test 2',
      'Page test 1',
    ]);
    const second = (await asStaff('GET', '/admin/contact-us?search=page%20test&page=2')).json().data;
    expect(second.messages.map((m: { subject: string }) => m.subject)).toEqual(['Page test 0']);
  });
});

describe('refusals and abuse: the envelope, and nothing stored', () => {
  it('answers a filled honeypot as sent, but stores and mails nothing', async () => {
    const [before, mailed] = [await stored(), (await mails()).length];
    const res = await send({ ...message, email: 'bot@spam.example', website: 'https://spam.example' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Message sent successfully!');
    expect([await stored(), (await mails()).length]).toEqual([before, mailed]);
  });

  it('refuses a 1 MB message, U+0000, a bad e-mail, a missing field and an unknown field', async () => {
    const [before, mailed] = [await stored(), (await mails()).length];
    await expectRefused(await send({ ...message, message: 'x'.repeat(1024 * 1024) }), [400, 413]);
    await expectRefused(
      await send({ ...message, message: 'x'.repeat(5001) }),
      400,
      'Message must be at most 5000 characters',
    );
    await expectRefused(
      await send({ ...message, subject: 'Hi\u0000there' }),
      400,
      'Text cannot contain the NUL character (U+0000)',
    );
    await expectRefused(await send({ ...message, email: 'not-an-email' }), 400, 'Please enter a valid email address');
    await expectRefused(await send({ ...message, firstName: '   ' }), 400, 'First name is required');
    await expectRefused(await send({ ...message, firstName: 'x'.repeat(61) }), 400);
    await expectRefused(await send({ ...message, isAdmin: true }), 400);
    expect([await stored(), (await mails()).length]).toEqual([before, mailed]);
  });

  it('limits a flood: 5 an hour from one e-mail, 10 from one client address', async () => {
    const flood = { ...message, email: 'flood@example.in' };
    for (let i = 0; i < 5; i += 1) expect((await send(flood)).statusCode).toBe(200);
    const before = await stored();
    const refused = await send(flood);
    await expectRefused(refused, 429);
    expect(refused.headers['retry-after']).toBeDefined();

    const from = '203.0.113.7';
    for (let i = 0; i < 10; i += 1)
      expect((await send({ ...message, email: `ip${i}@example.in` }, from)).statusCode).toBe(200);
    await expectRefused(await send({ ...message, email: 'ip-extra@example.in' }, from), 429);
    expect(await stored()).toBe(before + 10);
  });

  it('refuses strangers and customers (401: no staff session) on the staff calls, changing nothing', async () => {
    const [row] = await t.db.select().from(contactMessages).limit(1);
    const customer = await signUpCustomer(t.app, 'Vikram Rao');
    const replies = (await t.db.select({ n: count() }).from(contactReplies))[0]!.n;
    for (const cookie of [undefined, customer.cookie]) {
      await expectRefused(await asStaff('GET', '/admin/contact-us', undefined, cookie ?? ''), 401);
      await expectRefused(await asStaff('POST', `/admin/contact-us/${row!.id}/handled`, undefined, cookie ?? ''), 401);
      await expectRefused(
        await asStaff('POST', `/admin/contact-us/${row!.id}/reply`, { message: 'Phishing link' }, cookie ?? ''),
        401,
      );
    }
    expect((await t.db.select({ n: count() }).from(contactReplies))[0]!.n).toBe(replies);
    await expectRefused(
      await asStaff('POST', `/admin/contact-us/${row!.id}/reply`, { message: '  ' }),
      400,
      'Please enter a reply',
    );
  });
});
