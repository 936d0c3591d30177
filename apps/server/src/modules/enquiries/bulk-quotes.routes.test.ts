/**
 * Bulk quotes (issue 30) through the real routes on a fresh database: staff quote catalogue
 * products, the buyer accepts (the lines go into the saved cart), the cart and the order price
 * them at the quoted unit price through the one pipeline, and the order marks the quote ordered
 * and the enquiry Ordered, once. The attacks: another customer's quote, an expired, withdrawn or
 * used one, a price below ₹0 or above the MRP, a past validity date; each refused, nothing changed.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { bulkEnquiries, bulkQuotes } from '../../db/schema/enquiries';
import { jobs } from '../../db/schema/jobs';
import { devMailbox } from '../../db/schema/mail';
import { orders } from '../../db/schema/orders';
import { createManualClock } from '../../lib/clock';
import { makeProduct } from '../../test/factories';
import { deliveryAddress } from '../../test/orders';
import { payOrder } from '../../test/payments';
import { signUpCustomer, type SignedIn } from '../../test/sessions';
import { shopFixture } from '../../test/shop-fixture';
import type { TestApp } from '../../test/test-app';

const clock = createManualClock(new Date('2026-11-20T10:00:00+05:30'));
let t: TestApp;
let boss: SignedIn;
let categoryId: string;
beforeAll(async () => {
  ({
    t,
    categoryId,
    staff: { SuperAdmin: boss },
  } = await shopFixture({ app: { clock }, staff: ['SuperAdmin'] }));
});
afterAll(() => t.close());

let address = 0;
function call(method: 'GET' | 'POST', url: string, payload?: unknown, cookie?: string) {
  return t.app.inject({
    method,
    url: `/api/v1${url}`,
    ...(payload !== undefined && { payload: payload as object }),
    remoteAddress: `192.0.2.${(address = (address % 250) + 1)}`,
    ...(cookie ? { headers: { cookie } } : {}),
  });
}
const post = (url: string, payload?: unknown, cookie?: string) => call('POST', url, payload, cookie);

/** A product at ₹450 before GST (₹531 with GST), MRP ₹600, 200 in stock. */
const product = () => makeProduct(t.db, { categoryId, pricePaise: 45_000, mrpPaise: 60_000, stock: 200 });

async function enquiryOf(buyer: SignedIn | null, email = buyer?.email ?? 'guest@robolabs.in') {
  const res = await post(
    '/bulk-enquiry/bulk-order-request',
    {
      companyName: 'Robo Labs',
      contactPerson: 'Asha Rao',
      email,
      phone: '9876543210',
      productName: 'ESP32 boards',
      quantity: 100,
      address: '12 MG Road, Bengaluru',
    },
    buyer?.cookie,
  );
  expect(res.statusCode).toBe(201);
  return res.json().data.enquiry._id as string;
}

async function quote(
  enquiryId: string,
  lines: { productId: string; quantity: number; unitPrice: number }[],
  validUntil = '2026-11-30',
) {
  return post(`/bulk-enquiry/${enquiryId}/quote`, { lines, validUntil, note: 'Delivery in 5 days' }, boss.cookie);
}

async function quoteIdOf(
  enquiryId: string,
  lines: { productId: string; quantity: number; unitPrice: number }[],
  validUntil?: string,
) {
  const res = await quote(enquiryId, lines, validUntil);
  expect(res.statusCode).toBe(201);
  return res.json().data.enquiry.quotes[0] as { _id: string; lines: { _id: string }[]; quote_number: string };
}

const statusOf = async (enquiryId: string) =>
  (await t.db.select().from(bulkEnquiries).where(eq(bulkEnquiries.id, enquiryId)))[0]!.status;

describe('an enquiry turned into a paid order', () => {
  it('quotes, is accepted into the cart, priced by the pipeline, ordered once and shown Ordered with the order', async () => {
    const buyer = await signUpCustomer(t.app, 'Kavya Menon');
    const [a, b] = [await product(), await product()];
    const enquiryId = await enquiryOf(buyer);
    const sent = await quote(enquiryId, [
      { productId: a.id, quantity: 50, unitPrice: 400 },
      { productId: b.id, quantity: 10, unitPrice: 450 },
    ]);
    expect(sent.statusCode).toBe(201);
    const q = sent.json().data.enquiry.quotes[0];
    expect(sent.json().data.enquiry.status).toBe('Quoted');
    expect(q).toMatchObject({ status: 'open', payable: true, valid_until: '2026-11-30', quote_number: 'BQ-26-000001' });
    expect(q.lines[0]).toMatchObject({ quantity: 50, unit_price: 400, unit_price_with_gst: 472, line_total: 23_600 });
    expect(q.total).toBe(23_600 + 5310);
    const mails = (await t.db.select().from(jobs).where(eq(jobs.name, 'mail.send'))).map(
      (r) => r.payload as { template: string; to: string },
    );
    expect(mails).toContainEqual(expect.objectContaining({ template: 'bulk-quote', to: buyer.email }));

    const pdf = await call('GET', `/bulk-enquiry/quote/${q._id}/pdf`, undefined, buyer.cookie);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const accepted = await post(`/bulk-enquiry/quote/${q._id}/accept`, undefined, buyer.cookie);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data.quote.status).toBe('accepted');
    expect(await statusOf(enquiryId)).toBe('Accepted');
    const cart = await call('GET', '/cart', undefined, buyer.cookie);
    const lines = cart.json().data.lines as { product_id: string; quantity: number; bulk_quote_line_id?: string }[];
    expect(lines.map((l) => [l.product_id, l.quantity, l.bulk_quote_line_id])).toEqual([
      [a.id, 50, q.lines[0]._id],
      [b.id, 10, q.lines[1]._id],
    ]);

    const orderLines = lines.map((l) => ({
      product_id: l.product_id,
      quantity: l.quantity,
      bulk_quote_line_id: l.bulk_quote_line_id,
    }));
    const priced = await post('/cart/quote', { lines: orderLines, pincode: '560038' }, buyer.cookie);
    expect(priced.statusCode).toBe(200);
    expect(priced.json().data.lines[0]).toMatchObject({
      unit_price: 400,
      line_total: 23_600,
      bulk_quote_number: q.quote_number,
      problem: null,
    });
    // A guest or another customer sending the same line ids gets the catalogue price and a problem.
    const stranger = await post('/cart/quote', { lines: orderLines });
    expect(stranger.json().data.lines[0]).toMatchObject({ unit_price: 450, bulk_quote_number: null });
    expect(stranger.json().data.orderable).toBe(false);

    const placed = await post('/order/new', { order: { products: orderLines, ...deliveryAddress } }, buyer.cookie);
    expect(placed.statusCode).toBe(201);
    const order = placed.json().data.order ?? placed.json().data;
    const orderId = (order._id ?? order.order?._id) as string;
    const [row] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(Number(row!.totalPaise)).toBe(priced.json().data.totalPrice * 100);
    expect(await statusOf(enquiryId)).toBe('Ordered');
    const [quoteRow] = await t.db.select().from(bulkQuotes).where(eq(bulkQuotes.id, q._id));
    expect(quoteRow).toMatchObject({ status: 'ordered', orderId });
    await payOrder(t.app, buyer.cookie, orderId);

    const mine = await post('/bulk-enquiry/user-list', {}, buyer.cookie);
    expect(mine.json().data.enquiries[0]).toMatchObject({ status: 'Ordered', order_id: orderId });
    const staffList = await post('/bulk-enquiry/list', {}, boss.cookie);
    expect(staffList.json().data.enquiries.find((e: { _id: string }) => e._id === enquiryId)).toMatchObject({
      status: 'Ordered',
      order_id: orderId,
    });

    // A second order from the same quote is refused, and nothing changes.
    const ordersBefore = (await t.db.select().from(orders)).length;
    const again = await post('/order/new', { order: { products: orderLines, ...deliveryAddress } }, buyer.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This quote has already been ordered.');
    expect((await t.db.select().from(orders)).length).toBe(ordersBefore);
    const reaccept = await post(`/bulk-enquiry/quote/${q._id}/accept`, undefined, buyer.cookie);
    expect(reaccept.statusCode).toBe(409);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.entityId, enquiryId));
    expect(audits.map((x) => x.action)).toContain('enquiry.quote');
  });

  it("lets a customer accept a quote of a guest enquiry sent with their account's e-mail", async () => {
    const buyer = await signUpCustomer(t.app);
    const enquiryId = await enquiryOf(null, buyer.email);
    const q = await quoteIdOf(enquiryId, [{ productId: (await product()).id, quantity: 5, unitPrice: 300 }]);
    expect((await post(`/bulk-enquiry/quote/${q._id}/accept`, undefined, buyer.cookie)).statusCode).toBe(200);
  });
});

describe('the quote mail', () => {
  it('carries the quote as a PDF, which the mailbox lists and serves', async () => {
    const buyer = await signUpCustomer(t.app);
    const enquiryId = await enquiryOf(buyer);
    const q = await quoteIdOf(enquiryId, [{ productId: (await product()).id, quantity: 12, unitPrice: 410 }]);
    await t.app.jobs.runDue();
    const mails = (await t.db.select().from(devMailbox)).filter((m) => m.to === buyer.email);
    const quoteMail = mails.find((m) => m.subject === `Your quote ${q.quote_number}`);
    expect(quoteMail?.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      [`${q.quote_number}.pdf`, 'application/pdf'],
    ]);
    const page = await t.app.inject({ method: 'GET', url: `/dev/mailbox/${quoteMail!.id}` });
    expect(page.body).toContain(`${q.quote_number}.pdf`);
    const file = await t.app.inject({ method: 'GET', url: `/dev/mailbox/${quoteMail!.id}/attachments/0` });
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const none = await t.app.inject({ method: 'GET', url: `/dev/mailbox/${quoteMail!.id}/attachments/1` });
    expect(none.statusCode).toBe(404);
  });
});

describe('a quote whose order was cancelled', () => {
  it('is payable again until it expires: accepted anew, ordered by a second order, once', async () => {
    const buyer = await signUpCustomer(t.app);
    const enquiryId = await enquiryOf(buyer);
    const q = await quoteIdOf(enquiryId, [{ productId: (await product()).id, quantity: 20, unitPrice: 420 }]);
    // The quoted lines go into the saved cart; the order sends them as the checkout does.
    expect((await post(`/bulk-enquiry/quote/${q._id}/accept`, undefined, buyer.cookie)).statusCode).toBe(200);
    const lines = (
      (await call('GET', '/cart', undefined, buyer.cookie)).json().data.lines as {
        product_id: string;
        quantity: number;
        bulk_quote_line_id: string;
      }[]
    ).map(({ product_id, quantity, bulk_quote_line_id }) => ({ product_id, quantity, bulk_quote_line_id }));
    const first = await post('/order/new', { order: { products: lines, ...deliveryAddress } }, buyer.cookie);
    expect(first.statusCode).toBe(201);
    const firstId = (first.json().data.order ?? first.json().data)._id as string;
    expect((await post(`/order/${firstId}/cancel`, {}, buyer.cookie)).statusCode).toBe(200);

    const again = await post(`/bulk-enquiry/quote/${q._id}/accept`, undefined, buyer.cookie);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.quote.status).toBe('accepted');
    expect(await statusOf(enquiryId)).toBe('Accepted');
    const second = await post('/order/new', { order: { products: lines, ...deliveryAddress } }, buyer.cookie);
    expect(second.statusCode).toBe(201);
    const secondId = (second.json().data.order ?? second.json().data)._id as string;
    const [row] = await t.db.select().from(bulkQuotes).where(eq(bulkQuotes.id, q._id));
    expect(row).toMatchObject({ status: 'ordered', orderId: secondId });
    const third = await post('/order/new', { order: { products: lines, ...deliveryAddress } }, buyer.cookie);
    expect(third.statusCode).toBe(409);
  });
});

describe('attacks on quotes', () => {
  it("refuses another customer's quote (accept, PDF, cart price), changing nothing", async () => {
    const owner = await signUpCustomer(t.app);
    const thief = await signUpCustomer(t.app);
    const enquiryId = await enquiryOf(owner);
    const p = await product();
    const q = await quoteIdOf(enquiryId, [{ productId: p.id, quantity: 20, unitPrice: 1 }]);
    const res = await post(`/bulk-enquiry/quote/${q._id}/accept`, undefined, thief.cookie);
    expect(res.statusCode).toBe(404);
    expect(res.json().status).toBe('Error');
    expect((await call('GET', `/bulk-enquiry/quote/${q._id}/pdf`, undefined, thief.cookie)).statusCode).toBe(404);
    expect((await call('GET', '/cart', undefined, thief.cookie)).json().data.lines).toEqual([]);
    const order = await post(
      '/order/new',
      {
        order: {
          products: [{ product_id: p.id, quantity: 20, bulk_quote_line_id: q.lines[0]!._id }],
          ...deliveryAddress,
        },
      },
      thief.cookie,
    );
    expect(order.statusCode).toBe(409);
    expect(await statusOf(enquiryId)).toBe('Quoted');
    expect((await post(`/bulk-enquiry/quote/${q._id}/accept`, undefined)).statusCode).toBe(401);
  });

  it('refuses an expired quote the day after its last day (India time), and a withdrawn one', async () => {
    const buyer = await signUpCustomer(t.app);
    const enquiryId = await enquiryOf(buyer);
    const p = await product();
    const q = await quoteIdOf(enquiryId, [{ productId: p.id, quantity: 10, unitPrice: 100 }], '2026-11-20');
    expect((await post(`/bulk-enquiry/quote/${q._id}/accept`, undefined, buyer.cookie)).statusCode).toBe(200);
    clock.set(new Date('2026-11-21T00:00:00+05:30'));
    try {
      const late = await post(
        '/order/new',
        {
          order: {
            products: [{ product_id: p.id, quantity: 10, bulk_quote_line_id: q.lines[0]!._id }],
            ...deliveryAddress,
          },
        },
        buyer.cookie,
      );
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toBe('This quote has expired. Please ask us for a new one.');
      expect((await post(`/bulk-enquiry/quote/${q._id}/accept`, undefined, buyer.cookie)).statusCode).toBe(422);
      expect(await statusOf(enquiryId)).toBe('Accepted');
    } finally {
      clock.set(new Date('2026-11-20T10:00:00+05:30'));
    }
    const fresh = await quoteIdOf(enquiryId, [{ productId: p.id, quantity: 10, unitPrice: 100 }]);
    expect((await post(`/bulk-enquiry/quote/${fresh._id}/withdraw`, undefined, boss.cookie)).statusCode).toBe(200);
    const withdrawn = await post(`/bulk-enquiry/quote/${fresh._id}/accept`, undefined, buyer.cookie);
    expect(withdrawn.statusCode).toBe(409);
    expect(withdrawn.json().message).toBe('This quote was withdrawn. Please ask us for a new one.');
  });

  it('refuses a quantity other than quoted', async () => {
    const buyer = await signUpCustomer(t.app);
    const p = await product();
    const q = await quoteIdOf(await enquiryOf(buyer), [{ productId: p.id, quantity: 10, unitPrice: 100 }]);
    await post(`/bulk-enquiry/quote/${q._id}/accept`, undefined, buyer.cookie);
    const more = await post(
      '/order/new',
      {
        order: {
          products: [{ product_id: p.id, quantity: 11, bulk_quote_line_id: q.lines[0]!._id }],
          ...deliveryAddress,
        },
      },
      buyer.cookie,
    );
    expect(more.statusCode).toBe(409);
    expect(more.json().message).toMatch(/exactly 10 units/);
  });

  it('applies no coupon to quoted lines: the quote says why and the order is refused', async () => {
    const buyer = await signUpCustomer(t.app);
    const p = await product();
    const q = await quoteIdOf(await enquiryOf(buyer), [{ productId: p.id, quantity: 10, unitPrice: 100 }]);
    await post(`/bulk-enquiry/quote/${q._id}/accept`, undefined, buyer.cookie);
    const code = `BQ${Date.now() % 100000}`;
    const made = await post(
      '/coupon/create-coupon',
      { code, discountPercentage: 10, expiryDate: '2099-12-31', usageLimit: 10 },
      boss.cookie,
    );
    expect(made.statusCode).toBe(201);
    const line = { product_id: p.id, quantity: 10, bulk_quote_line_id: q.lines[0]!._id };
    const priced = await post('/cart/quote', { lines: [line], couponCode: code }, buyer.cookie);
    expect(priced.json().data).toMatchObject({
      appliedCoupon: null,
      couponMessage: 'Coupons do not apply to an order at quoted prices.',
    });
    const order = await post(
      '/order/new',
      { order: { products: [line], couponCode: code, ...deliveryAddress } },
      buyer.cookie,
    );
    expect(order.statusCode).toBe(422);
    expect(await t.db.select().from(orders).where(eq(orders.userId, buyer.id))).toHaveLength(0);
  });

  it.each([
    ['below ₹0', -1, 400],
    ['above the MRP with GST', 508.48, 422],
  ])('refuses a price %s and a validity date in the past, storing no quote', async (_name, unitPrice, status) => {
    const enquiryId = await enquiryOf(null);
    const p = await product();
    const res = await quote(enquiryId, [{ productId: p.id, quantity: 5, unitPrice }]);
    expect(res.statusCode).toBe(status);
    expect(res.json().status).toBe('Error');
    if (status === 422) expect(res.json().message).toMatch(/above the MRP/);
    const past = await quote(enquiryId, [{ productId: p.id, quantity: 5, unitPrice: 100 }], '2026-11-19');
    expect(past.statusCode).toBe(422);
    expect(await t.db.select().from(bulkQuotes).where(eq(bulkQuotes.enquiryId, enquiryId))).toHaveLength(0);
    expect(await statusOf(enquiryId)).toBe('Pending');
  });

  it('takes the highest price within the MRP', async () => {
    const p = await product();
    const res = await quote(await enquiryOf(null), [{ productId: p.id, quantity: 5, unitPrice: 508.47 }]);
    expect(res.statusCode).toBe(201);
  });
});
