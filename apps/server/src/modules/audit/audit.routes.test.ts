/**
 * The audit log through the API (issue 9; decision 034): each staff change of orders, coupons,
 * wholesale price breaks and settings writes one entry with who, what and the values before and
 * after, in the change's own transaction, so a refused change writes none; only a SuperAdmin reads
 * the log, filtered by entity, staff member and India dates, a page at a time.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toIndiaLocalInput } from '@shop/domain/coupons/india-time.rules';
import { auditLog } from '../../db/schema/audit';
import { makeProduct } from '../../test/factories';
import { placeOrder } from '../../test/orders';
import { payOrder } from '../../test/payments';
import { signUpCustomer, type SignedIn } from '../../test/sessions';
import type { TestApp } from '../../test/test-app';
import { shopFixture } from '../../test/shop-fixture';

let t: TestApp;
let boss: SignedIn;
let sub: SignedIn;
let customer: SignedIn;
let categoryId: string;

beforeAll(async () => {
  ({
    t,
    categoryId,
    staff: { SuperAdmin: boss, SubAdmin: sub },
  } = await shopFixture({ staff: ['SuperAdmin', 'SubAdmin'] }));
  customer = await signUpCustomer(t.app);
});
afterAll(() => t.close());

const post = (url: string, cookie: string | undefined, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: cookie ? { cookie } : {}, payload });
const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: cookie ? { cookie } : {} });
const entriesOf = (entityId: string) => t.db.select().from(auditLog).where(eq(auditLog.entityId, entityId));
const allEntries = async () => (await t.db.select().from(auditLog)).length;
const inDays = (days: number) => toIndiaLocalInput(new Date(Date.now() + days * 86_400_000));

describe('who may read the audit log', () => {
  it.each([
    ['GET', () => get('/admin/audit')],
    ['POST', () => post('/admin/audit', undefined, {})],
  ])('%s: stranger 401', async (_m, request) => {
    expect((await request()).statusCode).toBe(401);
  });

  it('refuses customers (401) and SubAdmins (403) on both calls; a SuperAdmin reads it', async () => {
    expect((await get('/admin/audit', customer.cookie)).statusCode).toBe(401);
    expect((await post('/admin/audit', customer.cookie, {})).statusCode).toBe(401);
    expect((await get('/admin/audit', sub.cookie)).statusCode).toBe(403);
    expect((await post('/admin/audit', sub.cookie, {})).statusCode).toBe(403);
    expect((await get('/admin/audit', boss.cookie)).statusCode).toBe(200);
    expect((await post('/admin/audit', boss.cookie, {})).statusCode).toBe(200);
  });

  it.each([
    ['an unknown entity', '?entity=password'],
    ['a bad date', '?from=yesterday'],
    ['dates out of order', '?from=2026-03-10&to=2026-03-01'],
    ['a page size over 100', '?pageSize=500'],
    ['an unknown parameter', '?sql=1'],
  ])('refuses %s with 400', async (_name, query) => {
    expect((await get(`/admin/audit${query}`, boss.cookie)).statusCode).toBe(400);
  });
});

describe('staff changes are audited in their own transaction', () => {
  it('records an order status change by whoever made it, and nothing for a refused one', async () => {
    const product = await makeProduct(t.db, { categoryId, stock: 5 });
    const order = (await placeOrder(t.app, customer.cookie, [{ product_id: product.id, quantity: 2 }])).json().data
      .order;
    await payOrder(t.app, customer.cookie, order._id);
    expect((await post(`/order/${order._id}/update`, sub.cookie, { status: 'Shipped' })).statusCode).toBe(200);
    const [entry] = await entriesOf(order._id);
    expect(entry).toMatchObject({
      staffId: sub.id,
      action: 'order.status',
      entity: 'order',
      before: { status: 'Confirmed' },
      after: { status: 'Shipped' },
    });
    expect((await post(`/order/${order._id}/update`, sub.cookie, { status: 'Delivered' })).statusCode).toBe(200);

    // A delivered order is returned, not cancelled: refused (409), nothing recorded.
    const before = await allEntries();
    expect((await post(`/order/${order._id}/update`, sub.cookie, { status: 'Cancelled' })).statusCode).toBe(409);
    expect(await allEntries()).toBe(before);
  });

  it('records coupon creation, changes and deactivation with their terms; a taken code writes none', async () => {
    const created = await post('/coupon/create-coupon', boss.cookie, {
      code: 'AUDIT10',
      discountPercentage: 10,
      expiryDate: inDays(5),
    });
    const id = created.json().data.coupon._id;
    await post(`/coupon/${id}/update`, boss.cookie, { discountPercentage: 12 });
    await post(`/coupon/${id}/deactivate`, boss.cookie, {});
    const entries = await entriesOf(id);
    expect(entries.map((e) => e.action).sort()).toEqual(['coupon.create', 'coupon.deactivate', 'coupon.update']);
    const update = entries.find((e) => e.action === 'coupon.update')!;
    expect(update.before).toMatchObject({ code: 'AUDIT10', percentage: 10 });
    expect(update.after).toMatchObject({ code: 'AUDIT10', percentage: 12 });

    const count = await allEntries();
    expect(
      (
        await post('/coupon/create-coupon', boss.cookie, {
          code: 'AUDIT10',
          discountPercentage: 5,
          expiryDate: inDays(5),
        })
      ).statusCode,
    ).toBe(409);
    expect((await post(`/coupon/${id}/update`, boss.cookie, { expiryDate: inDays(-1) })).statusCode).toBe(400);
    expect(await allEntries()).toBe(count);
  });

  it('records wholesale price breaks before and after; refused breaks write none', async () => {
    const product = await makeProduct(t.db, { categoryId, pricePaise: 100_000, mrpPaise: 150_000 });
    const created = await post('/wholesale/new', boss.cookie, {
      product_id: product.id,
      priceBreaks: [{ minQuantity: 10, discount: 50 }],
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.wholesaleProduct._id;
    const count = await allEntries();
    expect(
      (await post(`/wholesale/${id}/update`, boss.cookie, { priceBreaks: [{ minQuantity: 10, discount: -5 }] }))
        .statusCode,
    ).toBe(400);
    expect(await allEntries()).toBe(count);
    await post(`/wholesale/${id}/update`, boss.cookie, { priceBreaks: [{ minQuantity: 20, discount: 80 }] });
    await post(`/wholesale/${id}/remove`, boss.cookie, {});
    const entries = await entriesOf(id);
    const update = entries.find((e) => e.action === 'wholesale.update')!;
    expect(update.before).toEqual({
      productId: product.id,
      priceBreaks: [{ minQuantity: 10, maxQuantity: null, discountPaise: 5000 }],
    });
    expect(update.after).toEqual({
      productId: product.id,
      priceBreaks: [{ minQuantity: 20, maxQuantity: null, discountPaise: 8000 }],
    });
    expect(entries.find((e) => e.action === 'wholesale.remove')).toMatchObject({ after: null });
  });

  it('records only the settings that changed', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/admin/settings',
      headers: { cookie: boss.cookie },
      payload: { supportPhone: '9999988888' },
    });
    expect(res.statusCode).toBe(200);
    const [entry] = await entriesOf('store');
    expect(entry).toMatchObject({
      staffId: boss.id,
      action: 'settings.update',
      entity: 'settings',
      after: { supportPhone: '9999988888' },
    });
    expect(Object.keys(entry!.before as object)).toEqual(['supportPhone']);
  });
});

describe('reading the log', () => {
  it('lists newest first with staff names, filters by entity and staff, and pages', async () => {
    const all = (await get('/admin/audit?pageSize=100', boss.cookie)).json().data;
    expect(all.total).toBeGreaterThanOrEqual(8);
    const times = all.entries.map((e: { created_at: string }) => e.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(all.entries[0]).toMatchObject({ staff_name: 'Staff Member' });

    const coupons = (await get('/admin/audit?entity=coupon', boss.cookie)).json().data;
    expect(coupons.entries.every((e: { entity: string }) => e.entity === 'coupon')).toBe(true);
    const bySub = (
      await post('/admin/audit', boss.cookie, { pageNum: 1, pageSize: 20, filters: { staff_id: sub.id } })
    ).json().data;
    expect(bySub.entries.length).toBeGreaterThan(0);
    expect(
      bySub.entries.every(
        (e: { staff_id: string; staff_email: string }) => e.staff_id === sub.id && e.staff_email === sub.email,
      ),
    ).toBe(true);

    const page2 = (await get('/admin/audit?pageSize=2&pageNum=2', boss.cookie)).json().data;
    expect(page2.entries.map((e: { _id: string }) => e._id)).toEqual(
      all.entries.slice(2, 4).map((e: { _id: string }) => e._id),
    );
  });

  it('filters by India dates, both ends included', async () => {
    const [row] = await t.db
      .insert(auditLog)
      .values({
        staffId: boss.id,
        action: 'coupon.update',
        entity: 'coupon',
        entityId: 'dated',
        createdAt: new Date('2026-03-01T18:29:00Z'),
      })
      .returning();
    // 18:29 UTC on 1 March is 23:59 IST on 1 March.
    const on = (from: string, to: string) => get(`/admin/audit?entity_id=dated&from=${from}&to=${to}`, boss.cookie);
    expect((await on('2026-03-01', '2026-03-01')).json().data.entries.map((e: { _id: string }) => e._id)).toEqual([
      row!.id,
    ]);
    expect((await on('2026-03-02', '2026-03-02')).json().data.total).toBe(0);
  });
});
