import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/orders';
import { makeProduct } from '../../test/factories';
import { placeOrder } from '../../test/orders';
import { choose, startPayment } from '../../test/payments';
import { signUpCustomer, type SignedIn } from '../../test/sessions';
import type { TestApp } from '../../test/test-app';
import { shopFixture } from '../../test/shop-fixture';

let t: TestApp;
let staff: SignedIn;
let categoryId: string;
let addressCounter = 0;
/** A fresh client address per call site, so the per-address limit only bites where a test wants it. */
const anyAddress = () => `203.0.113.${(addressCounter++ % 250) + 1}`;

beforeAll(async () => {
  ({
    t,
    categoryId,
    staff: { SubAdmin: staff },
  } = await shopFixture({ category: 'Sensors', staff: ['SubAdmin'] }));
});
afterAll(() => t.close());

const track = (payload: unknown, remoteAddress = anyAddress()) =>
  t.app.inject({ method: 'POST', url: '/api/v1/order/track-guest', payload: payload as object, remoteAddress });

/** A signed-up customer's order of 2 sensors to `email` / `phone`, paid through the sandbox when `pay`. */
async function orderOf(
  contact: { email: string; phone: string },
  pay = true,
): Promise<{ id: string; customer: SignedIn }> {
  const customer = await signUpCustomer(t.app);
  const product = await makeProduct(t.db, {
    categoryId,
    productName: 'DHT22 Sensor',
    pricePaise: 50_000,
    mrpPaise: 60_000,
    stock: 20,
  });
  const res = await placeOrder(t.app, customer.cookie, [{ product_id: product.id, quantity: 2 }], contact);
  const id = res.json().data.order._id as string;
  if (pay) {
    const started = await startPayment(t.app, customer.cookie, id);
    await choose(t.app, started.redirectUrl, 'SUCCESS');
  }
  return { id, customer };
}

describe('POST /order/track-guest', () => {
  it('finds a paid order by its short id and e-mail, showing its public view and timeline', async () => {
    const { id } = await orderOf({ email: 'meera@example.in', phone: '9123456780' });
    const res = await track({ orderId: ` ${id.slice(-8).toUpperCase()} `, contactInfo: ' Meera@Example.in ' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Order found successfully!');
    const view = body.data.order;
    expect(view).toMatchObject({
      _id: id,
      shortId: id.slice(-8).toUpperCase(),
      status: 'Confirmed',
      payment_status: 'Paid',
      waybill: null,
      trackingUrl: null,
    });
    expect(view.products).toEqual([{ product_name: 'DHT22 Sensor', quantity: 2, product_img_url: expect.any(String) }]);
    expect(typeof view.totalPrice).toBe('number');
    expect(view.timeline.map((e: { code: string }) => e.code)).toEqual(['placed', 'paid', 'confirmed']);
    expect(view.timeline.slice(0, 2).every((e: { at: string | null }) => e.at !== null)).toBe(true);
    // Nothing the guest did not type: no address, no other contact.
    expect(view).not.toHaveProperty('shippingAddress');
    expect(view).not.toHaveProperty('phone');
    expect(view).not.toHaveProperty('email');
  });

  it('finds it by the full id and the phone, written with a country code and spaces', async () => {
    const { id } = await orderOf({ email: 'ravi@example.in', phone: '9988776655' });
    const res = await track({ orderId: id, contactInfo: '+91 99887 76655' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.order._id).toBe(id);
  });

  it('shows the steps staff moved the order through, and the waybill when it has one', async () => {
    const { id } = await orderOf({ email: 'kiran@example.in', phone: '9000000001' });
    await t.db
      .update(orders)
      .set({ waybill: '1234567890123', trackingUrl: 'https://www.delhivery.com/track/package/1234567890123' })
      .where(eq(orders.id, id));
    const update = await t.app.inject({
      method: 'POST',
      url: `/api/v1/order/${id}/update`,
      headers: { cookie: staff.cookie },
      payload: { status: 'Shipped' },
    });
    expect(update.statusCode).toBe(200);
    const view = (await track({ orderId: id, contactInfo: 'kiran@example.in' })).json().data.order;
    expect(view).toMatchObject({
      status: 'Shipped',
      waybill: '1234567890123',
      trackingUrl: 'https://www.delhivery.com/track/package/1234567890123',
    });
    expect(view.timeline.map((e: { code: string }) => e.code)).toEqual([
      'placed',
      'paid',
      'confirmed',
      'processing',
      'shipped',
    ]);
  });

  it("gives the same 404 for another customer's order with a wrong contact as for an unknown id", async () => {
    const { id } = await orderOf({ email: 'victim@example.in', phone: '9111111111' });
    const wrong = await track({ orderId: id, contactInfo: 'attacker@example.in' });
    const wrongPhone = await track({ orderId: id.slice(-8), contactInfo: '9222222222' });
    const unknown = await track({ orderId: 'ABCDEF12', contactInfo: 'victim@example.in' });
    const notAContact = await track({ orderId: id, contactInfo: 'victim' });
    for (const res of [wrong, wrongPhone, unknown, notAContact]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        status: 'Error',
        code: 'NOT_FOUND',
        message: 'Order not found or contact information does not match',
      });
    }
  });

  it('with a short id two orders share, finds only the one whose contact matches', async () => {
    const victim = await orderOf({ email: 'owner@example.in', phone: '9333333333' });
    const attacker = await orderOf({ email: 'other@example.in', phone: '9444444444' }, false);
    // A copy of the attacker's order under an id ending like the victim's (ids are UUIDs; a clash is rare but possible).
    const clash = `${attacker.id.slice(0, -8)}${victim.id.slice(-8)}`;
    const [row] = await t.db.select().from(orders).where(eq(orders.id, attacker.id));
    await t.db.insert(orders).values({ ...row!, id: clash });
    const short = victim.id.slice(-8).toUpperCase();
    const asAttacker = (await track({ orderId: short, contactInfo: 'other@example.in' })).json().data.order;
    expect(asAttacker._id).toBe(clash);
    const asOwner = (await track({ orderId: short, contactInfo: 'owner@example.in' })).json().data.order;
    expect(asOwner._id).toBe(victim.id);
  });

  it('refuses missing, unknown, over-long and NUL-holding fields with 400', async () => {
    const cases = [
      {},
      { orderId: '  ', contactInfo: 'a@b.in' },
      { orderId: 'ABCDEF12', contactInfo: '' },
      { orderId: 'ABCDEF12', contactInfo: 'a@b.in', extra: 1 },
      { orderId: 'x'.repeat(65), contactInfo: 'a@b.in' },
      { orderId: 'ABCDEF12', contactInfo: `a@b.in${'x'.repeat(300)}` },
      { orderId: 'ABC\u0000DEF1', contactInfo: 'a@b.in' },
      { orderId: 12345678, contactInfo: 'a@b.in' },
    ];
    for (const payload of cases) {
      const res = await track(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().status).toBe('Error');
    }
    expect((await track({})).json().message).toBe('Please fill in all fields');
  });

  it('limits look-ups per address, so ids cannot be enumerated', async () => {
    const address = '198.51.100.77';
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push(
        (await track({ orderId: `ABCDEF${String(i).padStart(2, '0')}`, contactInfo: 'guess@example.in' }, address))
          .statusCode,
      );
    expect(statuses.slice(0, 10).every((s) => s === 404)).toBe(true);
    const limited = await track({ orderId: 'ABCDEF99', contactInfo: 'guess@example.in' }, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    // Another address is not affected.
    expect((await track({ orderId: 'ABCDEF99', contactInfo: 'guess@example.in' })).statusCode).toBe(404);
  });
});

describe('POST /order/my-tracking', () => {
  it("shows the signed-in customer's own orders with their timelines, and needs a sign-in", async () => {
    const { id, customer } = await orderOf({ email: 'own@example.in', phone: '9555555555' }, false);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/order/my-tracking',
      headers: { cookie: customer.cookie },
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    const views = res.json().data.orders;
    expect(views.map((v: { _id: string }) => v._id)).toEqual([id]);
    expect(views[0].timeline.map((e: { code: string }) => e.code)).toEqual(['placed']);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/order/my-tracking', payload: {} })).statusCode).toBe(
      401,
    );
  });
});
