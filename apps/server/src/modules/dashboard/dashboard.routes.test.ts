/**
 * GET /admin/dashboard (admin spec §2, §7; issue 9; decision 034): any staff member reads it,
 * nobody else; the figures come from real orders paid through the sandbox gateway, bucketed by
 * India day (a payment at 23:59:59 IST counts for that day, one at 00:00 IST for the next),
 * with empty charts when there are no paid orders.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indiaDayStart, lastIndiaDays } from '@shop/domain/dashboard/india-days.rules';
import { orders } from '../../db/schema/orders';
import { createManualClock } from '../../lib/clock';
import { makeProduct } from '../../test/factories';
import { placeOrder } from '../../test/orders';
import { choose, startPayment } from '../../test/payments';
import { signInStaff, signUpCustomer, type SignedIn } from '../../test/sessions';
import type { TestApp } from '../../test/test-app';
import { shopFixture } from '../../test/shop-fixture';

const clock = createManualClock(new Date());
let t: TestApp;
let sub: SignedIn;
let shopper: SignedIn;
let categoryId: string;

beforeAll(async () => {
  ({
    t,
    categoryId,
    staff: { SubAdmin: sub },
  } = await shopFixture({ app: { clock }, staff: ['SubAdmin'] }));
  shopper = await signUpCustomer(t.app);
});
afterAll(() => t.close());

const dashboard = async (cookie = sub.cookie) =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/admin/dashboard', headers: { cookie } })).json().data
    .dashboard_data;

async function order(productId: string, quantity: number, pay: boolean, placedAt?: Date, buyer = shopper) {
  const placed = (await placeOrder(t.app, buyer.cookie, [{ product_id: productId, quantity }])).json().data.order;
  if (pay) await choose(t.app, (await startPayment(t.app, buyer.cookie, placed._id)).redirectUrl, 'SUCCESS');
  if (placedAt) await t.db.update(orders).set({ createdAt: placedAt }).where(eq(orders.id, placed._id));
  return placed as { _id: string; totalPrice: number };
}

describe('who may read the dashboard', () => {
  it('refuses strangers and customers (401); SubAdmins and SuperAdmins read it', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/admin/dashboard' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/admin/dashboard', headers: { cookie: shopper.cookie } }))
        .statusCode,
    ).toBe(401);
    const boss = await signInStaff(t.app, t.db, 'SuperAdmin');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/admin/dashboard', headers: { cookie: boss.cookie } }))
        .statusCode,
    ).toBe(200);
  });
});

describe('the figures', () => {
  it('shows empty charts and zero counts before any order', async () => {
    const data = await dashboard();
    expect(data).toMatchObject({
      order_count: 0,
      total_stock: 0,
      product_count: 0,
      recent_orders: [],
      top_products: [],
      orders_by_status: [],
      low_stock: [],
      overdue_tickets: 0,
    });
    expect(data.user_count).toBeGreaterThanOrEqual(1);
    expect(data.revenue_by_day).toHaveLength(30);
    expect(
      data.revenue_by_day.every((d: { revenue: number; orders: number }) => d.revenue === 0 && d.orders === 0),
    ).toBe(true);
  });

  it('counts paid orders by India day, top products by revenue, statuses, and the low stock', async () => {
    const days = lastIndiaDays(clock.now(), 30);
    const todayStart = indiaDayStart(days[29]!);
    const sensor = await makeProduct(t.db, { categoryId, productName: 'DHT22 Sensor', pricePaise: 40_000, stock: 60 });
    const board = await makeProduct(t.db, { categoryId, productName: 'ESP32 Board', pricePaise: 90_000, stock: 60 });
    const motor = await makeProduct(t.db, { categoryId, productName: 'N20 Motor', pricePaise: 20_000, stock: 12 });

    const atMidnight = await order(board.id, 2, true, todayStart); // 00:00:00 IST today
    const justBefore = await order(sensor.id, 1, true, new Date(todayStart.getTime() - 1)); // 23:59:59.999 IST yesterday
    await order(sensor.id, 3, true, new Date(indiaDayStart(days[0]!).getTime() - 1)); // before the 30 days
    await order(motor.id, 4, false); // placed, never paid

    const data = await dashboard();
    expect(data.order_count).toBe(4);
    expect(data.product_count).toBe(3);
    expect(data.total_stock).toBe(60 - 1 - 3 + 60 - 2 + 12 - 4);
    const today = data.revenue_by_day.at(-1);
    const yesterday = data.revenue_by_day.at(-2);
    expect(today).toEqual({ date: days[29], revenue: atMidnight.totalPrice, orders: 1 });
    expect(yesterday).toEqual({ date: days[28], revenue: justBefore.totalPrice, orders: 1 });
    expect(data.revenue_by_day.slice(0, 28).every((d: { orders: number }) => d.orders === 0)).toBe(true);

    expect(data.top_products.map((p: { product_name: string; units: number }) => [p.product_name, p.units])).toEqual([
      ['ESP32 Board', 2],
      ['DHT22 Sensor', 1],
    ]);
    expect(data.orders_by_status).toEqual([{ status: 'Confirmed', count: 2 }]);
    expect(data.low_stock).toEqual([
      { _id: motor.id, product_name: 'N20 Motor', SKU: motor.sku, stock: 8, label: 'Low Stock' },
    ]);

    expect(data.recent_orders).toHaveLength(4);
    const newest = data.recent_orders[0];
    expect(newest.short_id).toBe(newest._id.slice(-6).toUpperCase());
    expect(newest.payment_status).toBe('Pending');
  });

  it('lists at most the 11 most recent orders', async () => {
    const product = await makeProduct(t.db, { categoryId, stock: 100 });
    // A customer may hold 3 unpaid orders: a new one for each.
    for (let i = 0; i < 8; i++) await order(product.id, 1, false, undefined, await signUpCustomer(t.app));
    expect((await dashboard()).recent_orders).toHaveLength(11);
  });
});
