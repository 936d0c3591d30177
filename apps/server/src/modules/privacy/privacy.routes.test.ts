/**
 * Your data (issue 29; DPDP Act 2023 s.11, s.12; CGST Act s.36) through the real routes on a fresh
 * database: a copy of everything kept about a customer, built by the job and downloaded from the
 * mailed link by that customer only; and Delete my account, which ends the sessions, erases the
 * person and keeps the paid order and its invoice without them.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { bulkEnquiries } from '../../db/schema/enquiries';
import { customerAddresses } from '../../db/schema/addresses';
import { invoices } from '../../db/schema/invoices';
import { jobs } from '../../db/schema/jobs';
import { newsletterSubscribers } from '../../db/schema/newsletter';
import { orders } from '../../db/schema/orders';
import { productReviews } from '../../db/schema/reviews';
import { stockAlerts } from '../../db/schema/stock-alerts';
import { contactMessages } from '../../db/schema/contact';
import { users } from '../../db/schema/accounts';
import { createManualClock } from '../../lib/clock';
import { makeProduct } from '../../test/factories';
import { payAndDeliver, placeOrder } from '../../test/orders';
import { payOrder } from '../../test/payments';
import { signUpCustomer, type SignedIn } from '../../test/sessions';
import { shopFixture } from '../../test/shop-fixture';
import type { TestApp } from '../../test/test-app';

const clock = createManualClock(new Date('2026-11-20T10:00:00+05:30'));
let t: TestApp;
let superAdmin: SignedIn;
let categoryId: string;
beforeAll(async () => {
  ({
    t,
    categoryId,
    staff: { SuperAdmin: superAdmin },
  } = await shopFixture({ app: { clock }, staff: ['SuperAdmin'] }));
});
afterAll(() => t.close());

function call(method: 'GET' | 'POST' | 'PUT', url: string, cookie: string | undefined, payload?: object) {
  return t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload }),
  });
}

/** The newest mail queued to `to` with this template. */
async function lastMail(to: string, template: string) {
  const rows = await t.db.select().from(jobs).where(eq(jobs.name, 'mail.send'));
  return rows
    .map((row) => row.payload as { template: string; to: string; data: Record<string, string> })
    .filter((mail) => mail.to === to && mail.template === template)
    .at(-1);
}

/** A customer with a saved address, a paid and delivered order (invoiced), a review, a ticket and an alert. */
async function customerWithHistory(name = 'Farah Khan') {
  const customer = await signUpCustomer(t.app, name);
  expect(
    (
      await call('POST', '/addresses', customer.cookie, {
        address: '4 Park Street',
        pincode: '560038',
        city: 'Bengaluru',
        state: 'Karnataka',
      })
    ).statusCode,
  ).toBeLessThan(300);
  const product = await makeProduct(t.db, { categoryId, productName: 'Arduino Nano', stock: 10 });
  const placed = await placeOrder(t.app, customer.cookie, [{ product_id: product.id, quantity: 1 }], {
    name,
    email: customer.email,
  });
  expect(placed.statusCode).toBe(201);
  const orderId = placed.json().data.order._id as string;
  await payAndDeliver(t.app, customer.cookie, superAdmin.cookie, orderId);
  clock.advance(60_000);
  expect(
    (await call('PUT', `/product/${product.id}/review`, customer.cookie, { stars: 5, review: 'Works well.' }))
      .statusCode,
  ).toBe(200);
  const gone = await makeProduct(t.db, { categoryId, productName: 'Sold-out relay', stock: 0 });
  expect((await call('POST', '/stock-alerts', customer.cookie, { productId: gone.id })).statusCode).toBe(201);
  const enquiry = await call('POST', '/bulk-enquiry/bulk-order-request', customer.cookie, {
    companyName: 'Lotus Robotics',
    contactPerson: name,
    email: customer.email,
    phone: '9876543210',
    productName: 'ESP32 boards',
    quantity: 40,
    description: 'For a school lab in Indiranagar',
    address: '4 Park Street, Bengaluru',
  });
  expect(enquiry.statusCode).toBe(201);
  expect((await call('POST', '/newsletter/subscribe', undefined, { email: customer.email })).statusCode).toBe(202);
  return { customer, orderId, productId: product.id, enquiryId: enquiry.json().data.enquiry._id as string };
}

async function requestCopy(customer: SignedIn): Promise<string> {
  const asked = await call('POST', '/user/privacy/export', customer.cookie);
  expect(asked.statusCode).toBe(202);
  expect(asked.json()).toMatchObject({ data: { export: { status: 'pending' } } });
  await t.app.jobs.runDue();
  const mail = await lastMail(customer.email, 'data-export-ready');
  expect(mail?.data).toMatchObject({ validHours: 48 });
  return mail!.data.token!;
}

describe('Download my data', () => {
  it('builds the file by a job, mails the link, and gives it to the same customer only, until it expires', async () => {
    const { customer, orderId } = await customerWithHistory();
    const contact = { firstName: 'Farah', lastName: 'Khan', subject: 'GST invoice', message: 'Please add my GSTIN.' };
    expect((await call('POST', '/admin/contact-us', undefined, { ...contact, email: customer.email })).statusCode).toBe(
      200,
    );
    const token = await requestCopy(customer);

    const file = await call('GET', `/user/privacy/export/download?token=${token}`, customer.cookie);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/^application\/json/);
    expect(file.headers['content-disposition']).toMatch(
      /attachment; filename="makershop-my-data-\d{4}-\d{2}-\d{2}\.json"/,
    );
    const data = file.json();
    expect(data.profile).toMatchObject({ name: 'Farah Khan', email: customer.email });
    expect(data.addresses).toHaveLength(1);
    expect(data.orders.map((order: { _id: string }) => order._id)).toEqual([orderId]);
    expect(data.reviews).toMatchObject([{ stars: 5, review_text: 'Works well.' }]);
    expect(data.back_in_stock_alerts).toMatchObject([{ product_name: 'Sold-out relay', status: 'active' }]);
    expect(data.bulk_enquiries).toMatchObject([
      { companyName: 'Lotus Robotics', contactPerson: 'Farah Khan', quantity: 40 },
    ]);
    expect(data.newsletter).toMatchObject({ email: customer.email, status: 'pending' });
    expect(data.contact_messages).toMatchObject([{ subject: 'GST invoice', message: 'Please add my GSTIN.' }]);
    expect(data).toHaveProperty('support_tickets');
    expect(data).toHaveProperty('return_requests');

    // Another customer holding the link gets nothing; nor does a stranger, or a made-up token.
    const other = await signUpCustomer(t.app);
    const refused = await call('GET', `/user/privacy/export/download?token=${token}`, other.cookie);
    expect([refused.statusCode, refused.json().code]).toEqual([404, 'NOT_FOUND']);
    expect((await call('GET', `/user/privacy/export/download?token=${token}`, undefined)).statusCode).toBe(401);
    expect(
      (await call('GET', `/user/privacy/export/download?token=${'A'.repeat(43)}`, customer.cookie)).statusCode,
    ).toBe(404);
    for (const bad of ['a%00b', 'has space', 'x'.repeat(101)])
      expect((await call('GET', `/user/privacy/export/download?token=${bad}`, customer.cookie)).statusCode).toBe(400);

    clock.advance(49 * 3600_000);
    const late = await call('GET', `/user/privacy/export/download?token=${token}`, customer.cookie);
    expect(late.json()).toMatchObject({
      code: 'NOT_FOUND',
      message: 'This download link has expired or is not yours. Ask for a new copy from Account → Privacy.',
    });

    // Staff see the request in the audit log.
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.entityId, customer.id));
    expect(entries.map((entry) => entry.action)).toContain('privacy.data-export');
  });

  it('allows three copies a day, and none to a stranger', async () => {
    const customer = await signUpCustomer(t.app);
    const codes = [];
    for (let i = 0; i < 4; i += 1) codes.push((await call('POST', '/user/privacy/export', customer.cookie)).statusCode);
    expect(codes).toEqual([202, 202, 202, 429]);
    expect((await call('POST', '/user/privacy/export', undefined)).statusCode).toBe(401);
  });
});

describe('Delete my account', () => {
  it('ends the sessions, erases the person, keeps the order and invoice without them, and signs reviews "A customer"', async () => {
    const { customer, orderId, productId, enquiryId } = await customerWithHistory('Imran Sheikh');
    const contact = { firstName: 'Imran', lastName: 'Sheikh', subject: 'Order', message: 'Where is my order?' };
    expect((await call('POST', '/admin/contact-us', undefined, { ...contact, email: customer.email })).statusCode).toBe(
      200,
    );
    expect(await t.db.select().from(contactMessages).where(eq(contactMessages.email, customer.email))).toHaveLength(1);
    const deleted = await call('POST', '/user/privacy/delete', customer.cookie, { password: 'Maker@2026' });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({ message: 'Your account was deleted. We are sorry to see you go.' });

    // Signed out, and no sign-in reaches the account any more.
    const session = await call('GET', '/auth/session', customer.cookie);
    expect(session.json().data.user).toBeNull();
    const login = await call('POST', '/auth/login', undefined, { email: customer.email, password: 'Maker@2026' });
    expect(login.statusCode).toBe(401);

    const [user] = await t.db.select().from(users).where(eq(users.id, customer.id));
    expect(user).toMatchObject({ name: 'Deleted customer', phone: '', googleSub: null });
    expect(user!.email).toMatch(/@erased\.invalid$/);
    expect(user!.deletedAt).not.toBeNull();
    expect(await t.db.select().from(customerAddresses).where(eq(customerAddresses.userId, customer.id))).toEqual([]);
    expect(await t.db.select().from(stockAlerts).where(eq(stockAlerts.userId, customer.id))).toEqual([]);
    // Contact messages from the account's address go too (issue 30).
    expect(await t.db.select().from(contactMessages).where(eq(contactMessages.email, customer.email))).toEqual([]);

    // The order and its invoice stay for GST, without the person; staff's order screen shows the name replaced.
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ name: 'Deleted customer', phone: '', shippingAddress: '', state: 'Karnataka' });
    const staffView = await call('GET', `/order/${orderId}`, superAdmin.cookie);
    expect(staffView.statusCode).toBe(200);
    expect(staffView.json().data.order).toMatchObject({ name: 'Deleted customer' });
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.orderId, orderId));
    expect(invoice!.document.buyer).toMatchObject({ name: 'Deleted customer', email: '', phone: '', address: '' });
    expect(invoice!.document.buyer.state).toBe('Karnataka');
    const pdf = await call('POST', `/invoice/${invoice!.id}/download-invoice`, superAdmin.cookie);
    expect(pdf.statusCode).toBe(200);

    const [review] = await t.db.select().from(productReviews).where(eq(productReviews.productId, productId));
    expect(review!.reviewerName).toBe('A customer');
    const publicReviews = (await call('GET', `/product/${productId}/reviews`, undefined)).json().data;
    expect(JSON.stringify(publicReviews)).not.toContain('Imran');

    expect(
      await t.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, customer.email)),
    ).toEqual([]);
    // The bulk enquiry stays in staff's list without the person or their words.
    const [enquiry] = await t.db.select().from(bulkEnquiries).where(eq(bulkEnquiries.id, enquiryId));
    expect(enquiry).toMatchObject({ contactPerson: 'Deleted customer', phone: '' });
    expect(JSON.stringify(enquiry)).not.toMatch(/Imran|Indiranagar|Park Street/);

    const entries = await t.db.select().from(auditLog).where(eq(auditLog.entityId, customer.id));
    expect(entries.map((entry) => entry.action)).toContain('privacy.erase');
    expect(await lastMail(customer.email, 'account-deleted')).toBeDefined();

    // The address is free: the person may sign up afresh.
    const again = await call('POST', '/auth/signup', undefined, {
      name: 'Imran Sheikh',
      email: customer.email,
      password: 'Maker@2026',
      phone: '9876543210',
    });
    expect(again.statusCode).toBe(201);
  });

  it('refuses a wrong password, an order still on its way, a stranger and bad bodies, changing nothing', async () => {
    const customer = await signUpCustomer(t.app, 'Neha Joshi');
    const wrong = await call('POST', '/user/privacy/delete', customer.cookie, { password: 'Not-it#123' });
    expect([wrong.statusCode, wrong.json().code, wrong.json().message]).toEqual([
      422,
      'INVALID_CREDENTIALS',
      'Your password is not correct',
    ]);
    for (const body of [
      {},
      { password: '' },
      { password: 'x'.repeat(1_000_000) },
      { password: 'a\u0000b' },
      { password: 'Maker@2026', extra: 1 },
    ]) {
      const res = await call('POST', '/user/privacy/delete', customer.cookie, body);
      expect([400, 413]).toContain(res.statusCode);
    }
    expect((await call('POST', '/user/privacy/delete', undefined, { password: 'Maker@2026' })).statusCode).toBe(401);

    const product = await makeProduct(t.db, { categoryId, stock: 5 });
    const placed = await placeOrder(t.app, customer.cookie, [{ product_id: product.id, quantity: 1 }]);
    await payOrder(t.app, customer.cookie, placed.json().data.order._id);
    const busy = await call('POST', '/user/privacy/delete', customer.cookie, { password: 'Maker@2026' });
    expect([busy.statusCode, busy.json().message]).toEqual([
      409,
      'You have orders or returns still in progress. You can delete your account once they are delivered, cancelled or closed.',
    ]);
    const [user] = await t.db.select().from(users).where(eq(users.id, customer.id));
    expect(user).toMatchObject({ name: 'Neha Joshi', deletedAt: null });
    expect((await call('GET', '/auth/session', customer.cookie)).json().data.user).not.toBeNull();
  });
});
