/**
 * Bulk enquiries (issue 30) through the real routes on a fresh database: a guest's and a
 * customer's enquiry with their mails, the customer's own list, staff's list, status and e-mail
 * (audited), and the attacks (each refused with the envelope, nothing stored or changed).
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { bulkEnquiries, bulkEnquiryEmails } from '../../db/schema/enquiries';
import { jobs } from '../../db/schema/jobs';
import { signUpCustomer, type SignedIn } from '../../test/sessions';
import { shopFixture } from '../../test/shop-fixture';
import type { TestApp } from '../../test/test-app';

let t: TestApp;
let boss: SignedIn;
let helper: SignedIn;
beforeAll(async () => {
  ({
    t,
    staff: { SuperAdmin: boss, SubAdmin: helper },
  } = await shopFixture({ staff: ['SuperAdmin', 'SubAdmin'] }));
});
afterAll(() => t.close());

let address = 0;
const nextAddress = () => `203.0.113.${(address += 1)}`;

function post(url: string, payload: unknown, options: { cookie?: string; from?: string } = {}) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    ...(payload !== undefined && { payload: payload as object }),
    remoteAddress: options.from ?? nextAddress(),
    ...(options.cookie ? { headers: { cookie: options.cookie } } : {}),
  });
}

let n = 0;
const enquiry = (over: Record<string, unknown> = {}) => ({
  companyName: 'Robo Labs Pvt Ltd',
  contactPerson: 'Asha Rao',
  email: `buyer${(n += 1)}@robolabs.in`,
  phone: '9876543210',
  productName: 'ESP32 DevKit boards',
  quantity: 250,
  description: 'For a classroom kit',
  expectedPrice: '₹420 a unit',
  deliveryTimeline: 'Within 2 weeks',
  gstNumber: '27AAPFU0939F1ZV',
  address: '12 MG Road, Pune 411005',
  requestDate: '2026-11-20T10:00:00.000Z',
  status: 'Pending',
  ...over,
});

async function mailsTo(to: string) {
  const rows = await t.db.select().from(jobs).where(eq(jobs.name, 'mail.send'));
  return rows.map((row) => row.payload as { template: string; to: string }).filter((mail) => mail.to === to);
}

const countEnquiries = async () => (await t.db.select().from(bulkEnquiries)).length;

describe('sending a bulk enquiry', () => {
  it('stores a guest enquiry as Pending and mails the shop and the buyer', async () => {
    const body = enquiry();
    const res = await post('/bulk-enquiry/bulk-order-request', body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'Success',
      message: 'Bulk order request submitted successfully! We will contact you soon.',
      data: {
        enquiry: { status: 'Pending', companyName: 'Robo Labs Pvt Ltd', gstNumber: '27AAPFU0939F1ZV', quotes: [] },
      },
    });
    expect((await mailsTo(body.email)).map((m) => m.template)).toEqual(['bulk-enquiry-confirmation']);
    const toShop = (await t.db.select().from(jobs).where(eq(jobs.name, 'mail.send')))
      .map((row) => row.payload as { template: string; data: { enquiryId?: string } })
      .filter((m) => m.template === 'bulk-enquiry-received' && m.data.enquiryId === res.json().data.enquiry._id);
    expect(toShop).toHaveLength(1);
  });

  it("keeps a signed-in customer's id, and their list shows only their own whatever filters.email says", async () => {
    const mine = await signUpCustomer(t.app, 'Kavya Menon');
    const other = await signUpCustomer(t.app, 'Ravi Kumar');
    expect(
      (await post('/bulk-enquiry/bulk-order-request', enquiry({ email: mine.email }), { cookie: mine.cookie }))
        .statusCode,
    ).toBe(201);
    // A guest enquiry sent with the customer's e-mail is theirs too; one with another's is not.
    expect(
      (await post('/bulk-enquiry/bulk-order-request', enquiry({ email: mine.email, productName: 'Guest one' })))
        .statusCode,
    ).toBe(201);
    expect(
      (await post('/bulk-enquiry/bulk-order-request', enquiry({ email: other.email }), { cookie: other.cookie }))
        .statusCode,
    ).toBe(201);
    const list = await post('/bulk-enquiry/user-list', { filters: { email: other.email } }, { cookie: mine.cookie });
    expect(list.statusCode).toBe(200);
    const enquiries = list.json().data.enquiries as { email: string; productName: string }[];
    expect(enquiries.map((e) => e.productName).sort()).toEqual(['ESP32 DevKit boards', 'Guest one']);
    expect(enquiries.every((e) => e.email === mine.email)).toBe(true);
    expect((await post('/bulk-enquiry/user-list', {})).statusCode).toBe(401);
  });
});

describe('staff answer enquiries', () => {
  it('lists them, sets the status and mails the buyer, each change audited; the buyer sees Updated', async () => {
    const body = enquiry();
    const id = (await post('/bulk-enquiry/bulk-order-request', body)).json().data.enquiry._id as string;
    const list = await post('/bulk-enquiry/list', undefined, { cookie: helper.cookie });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.enquiries.map((e: { _id: string }) => e._id)).toContain(id);

    const updated = await post(`/bulk-enquiry/${id}/update`, { status: 'In Progress' }, { cookie: helper.cookie });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      message: 'Status updated successfully',
      data: { enquiry: { status: 'In Progress' } },
    });
    const e = updated.json().data.enquiry;
    expect(Date.parse(e.lastUpdated)).toBeGreaterThanOrEqual(Date.parse(e.createdAt));

    const mailed = await post(
      `/bulk-enquiry/${id}/send-email`,
      { message: 'We can ship 250 by Friday.' },
      { cookie: boss.cookie },
    );
    expect(mailed.statusCode).toBe(200);
    expect(mailed.json().data.enquiry.emails).toMatchObject([
      { message: 'We can ship 250 by Friday.', sent_by: 'Staff Member' },
    ]);
    expect((await mailsTo(body.email)).map((m) => m.template)).toContain('bulk-enquiry-message');

    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'enquiry'), eq(auditLog.entityId, id)));
    expect(audits.map((a) => a.action).sort()).toEqual(['enquiry.email', 'enquiry.status']);
  });

  it('refuses strangers and customers on staff calls, a blank message, a made-up status and an unknown id', async () => {
    const id = (await post('/bulk-enquiry/bulk-order-request', enquiry())).json().data.enquiry._id as string;
    const shopper = await signUpCustomer(t.app);
    for (const cookie of [undefined, shopper.cookie]) {
      const calls = [
        await post('/bulk-enquiry/list', {}, { cookie }),
        await post(`/bulk-enquiry/${id}/update`, { status: 'Completed' }, { cookie }),
        await post(`/bulk-enquiry/${id}/send-email`, { message: 'hi' }, { cookie }),
        await post(
          `/bulk-enquiry/${id}/quote`,
          { lines: [{ productId: 'x', quantity: 1, unitPrice: 1 }], validUntil: '2030-01-01' },
          { cookie },
        ),
      ];
      for (const res of calls) {
        expect([401, 403]).toContain(res.statusCode);
        expect(res.json().status).toBe('Error');
      }
    }
    const blank = await post(`/bulk-enquiry/${id}/send-email`, { message: '   ' }, { cookie: boss.cookie });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('Please enter a message');
    expect((await post(`/bulk-enquiry/${id}/update`, { status: 'Ordered' }, { cookie: boss.cookie })).statusCode).toBe(
      400,
    );
    expect((await post('/bulk-enquiry/nope/update', { status: 'Completed' }, { cookie: boss.cookie })).statusCode).toBe(
      404,
    );
    const [row] = await t.db.select().from(bulkEnquiries).where(eq(bulkEnquiries.id, id));
    expect(row!.status).toBe('Pending');
    expect(await t.db.select().from(bulkEnquiryEmails).where(eq(bulkEnquiryEmails.enquiryId, id))).toHaveLength(0);
  });
});

describe('attacks on the enquiry form', () => {
  it.each([
    ['a bad GSTIN', { gstNumber: '27AAPFU0939F1ZA' }, 400],
    ['U+0000 in a field', { companyName: 'Robo\u0000Labs' }, 400],
    ['a long description', { description: 'x'.repeat(5000) }, 400],
    ['a 1 MB description', { description: 'x'.repeat(1024 * 1024) }, 413],
    ['an unknown field', { userId: 'someone-else' }, 400],
    ['a status other than Pending', { status: 'Completed' }, 400],
    ['a quantity of 0', { quantity: 0 }, 400],
  ])('refuses %s, storing nothing', async (_name, over, status) => {
    const before = await countEnquiries();
    const res = await post('/bulk-enquiry/bulk-order-request', enquiry(over));
    expect(res.statusCode).toBe(status);
    expect(res.json().status).toBe('Error');
    expect(await countEnquiries()).toBe(before);
  });

  it('answers a flood from one address with 429 and stores no more', async () => {
    const from = '198.18.0.77';
    for (let i = 0; i < 5; i += 1)
      expect((await post('/bulk-enquiry/bulk-order-request', enquiry(), { from })).statusCode).toBe(201);
    const before = await countEnquiries();
    const res = await post('/bulk-enquiry/bulk-order-request', enquiry(), { from });
    expect(res.statusCode).toBe(429);
    expect(res.json().status).toBe('Error');
    expect(await countEnquiries()).toBe(before);
  });
});
