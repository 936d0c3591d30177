/**
 * The policy pages through the API (issue 30): each served with its figures filled from the store
 * settings, so changing the return window changes the Return Policy's text and the account's
 * return eligibility together; bad policy texts refused with the envelope and nothing stored.
 */
import { eq } from 'drizzle-orm';
import { returnWindowPassed } from '@shop/domain/returns/return.rules';
import { POLICY_PAGES } from '@shop/domain/policies/policy-pages.config';
import { STORE_SETTINGS_DEFAULTS } from '@shop/domain/settings/store-settings.config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/orders';
import { makeProduct } from '../../test/factories';
import { payAndDeliver, placeOrder } from '../../test/orders';
import { signUpCustomer, type SignedIn } from '../../test/sessions';
import type { TestApp } from '../../test/test-app';
import { shopFixture } from '../../test/shop-fixture';

let t: TestApp;
let admin: SignedIn;
let subAdmin: SignedIn;
let categoryId: string;

beforeAll(async () => {
  ({
    t,
    categoryId,
    staff: { SuperAdmin: admin, SubAdmin: subAdmin },
  } = await shopFixture({ staff: ['SuperAdmin', 'SubAdmin'] }));
});
afterAll(() => t.close());

const policy = (slug: string) => t.app.inject({ method: 'GET', url: `/api/v1/policies/${slug}` });
const patchSettings = (payload: unknown, cookie = admin.cookie) =>
  t.app.inject({ method: 'PATCH', url: '/api/v1/admin/settings', headers: { cookie }, payload: payload as object });
const storedSettings = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/admin/settings', headers: { cookie: admin.cookie } })).json().data
    .settings;

describe('GET /policies/{slug}', () => {
  it.each(POLICY_PAGES.map((page) => [page.slug, page.title]))(
    'serves %s to anyone, every figure filled',
    async (slug, title) => {
      const res = await policy(slug);
      expect(res.statusCode).toBe(200);
      const served = res.json().data.policy;
      expect(served).toMatchObject({ slug, title });
      expect(served.text).not.toMatch(/\{[A-Za-z]+\}/);
    },
  );

  it('serves /terms and /privacy as the long pages', async () => {
    expect((await policy('terms')).json().data.policy.slug).toBe('terms-and-conditions');
    expect((await policy('privacy')).json().data.policy.text).toContain('Digital Personal Data Protection Act, 2023');
  });

  it('answers 404 with the envelope for a page that is no policy', async () => {
    const res = await policy('refund-policy');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 'Error', code: 'NOT_FOUND', message: 'Policy not found' });
  });
});

describe('the return window, one setting for the page and the rule', () => {
  it('says 7 days and refuses a return 10 days after delivery; at 15 days it says 15 and takes it', async () => {
    const product = await makeProduct(t.db, { categoryId, stock: 5 });
    const customer = await signUpCustomer(t.app);
    const order = (await placeOrder(t.app, customer.cookie, [{ product_id: product.id, quantity: 1 }])).json().data
      .order;
    await payAndDeliver(t.app, customer.cookie, admin.cookie, order._id);
    await t.db
      .update(orders)
      .set({ deliveredAt: new Date(Date.now() - 10 * 86_400_000) })
      .where(eq(orders.id, order._id));
    const ask = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/returnRequest/create',
        headers: { cookie: customer.cookie },
        payload: {
          order_id: order._id,
          return_reason: 'Other',
          lines: [{ order_line_id: order.products[0]._id, quantity: 1 }],
        },
      });

    expect((await policy('return-policy')).json().data.policy.text).toContain('within 7 days of delivery');
    const late = await ask();
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(returnWindowPassed(7));

    expect((await patchSettings({ returnWindowDays: 15 })).statusCode).toBe(200);
    const text = (await policy('return-policy')).json().data.policy.text;
    expect(text).toContain('within 15 days of delivery');
    expect(text).not.toContain('7 days');
    expect((await ask()).statusCode).toBe(201);
    await patchSettings({ returnWindowDays: 7 });
  });

  it('fills the cancel window and refund days of the Cancellation Policy from their settings', async () => {
    await patchSettings({ cancelWindowHours: 2, refundDays: 5 });
    const text = (await policy('cancellation-policy')).json().data.policy.text;
    expect(text).toContain('within 2 hours of placing it');
    expect(text).toContain('within 5 business days');
    expect(text).toContain('We charge no cancellation fee.');
    await patchSettings({ cancelWindowHours: 24, refundDays: 7 });
  });
});

describe('PATCH /admin/settings with policy texts', () => {
  it('saves a staff text and serves it filled', async () => {
    const res = await patchSettings({ policyWarranty: '# Cover\nEvery part: {warrantyDays} days.' });
    expect(res.statusCode).toBe(200);
    expect((await policy('warranty-policy')).json().data.policy.text).toBe('# Cover\nEvery part: 10 days.');
    await patchSettings({ policyWarranty: STORE_SETTINGS_DEFAULTS.policyWarranty });
  });

  it.each([
    [{ policyReturn: '' }, 'an empty text'],
    [{ policyReturn: 'x'.repeat(20_001) }, 'a text over 20,000 characters'],
    [{ policyReturn: 'Returns\u0000' }, 'U+0000'],
    [{ policyReturn: 'Within {retrunWindowDays} days' }, 'an unknown placeholder'],
    [{ policyReturn: 42 }, 'a number'],
    [{ grievanceOfficerEmail: 'not-an-email' }, 'a bad grievance e-mail'],
    [{ grievanceOfficerName: '' }, 'no grievance officer'],
    [{ refundDays: 0 }, 'no refund days'],
  ])('refuses %j (%s) with 400 and stores nothing', async (patch, _why) => {
    const res = await patchSettings(patch);
    expect(res.statusCode).toBe(400);
    expect(res.json().status).toBe('Error');
    const now = await storedSettings();
    expect(now.policyReturn).toBe(STORE_SETTINGS_DEFAULTS.policyReturn);
    expect(now.grievanceOfficerEmail).toBe(STORE_SETTINGS_DEFAULTS.grievanceOfficerEmail);
    expect(now.refundDays).toBe(7);
  });

  it('lets only the SuperAdmin change a policy', async () => {
    expect((await patchSettings({ policyReturn: 'No returns.' }, subAdmin.cookie)).statusCode).toBe(403);
    expect((await policy('return-policy')).json().data.policy.text).toContain('within 7 days of delivery');
  });
});
