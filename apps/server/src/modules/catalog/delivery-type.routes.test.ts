/**
 * Every card and the product page say the shop's real delivery rule as `deliveryType` (issue 7:
 * 'Free delivery above ₹499' from the store setting, domain freeDeliveryLabel), and a settings
 * change shows at once: in the listing (even a cached reply), the stored product page document
 * and the home picks.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCategory, makeProduct } from '../../test/factories';
import { signInStaff, type SignedIn } from '../../test/sessions';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: SignedIn;
let productId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInStaff(t.app, t.db, 'SuperAdmin');
  const categoryId = (await makeCategory(t.db)).id;
  productId = (await makeProduct(t.db, { categoryId, productName: 'Delivery Probe', featured: true })).id;
});
afterAll(() => t.close());

async function deliveryTypes(): Promise<string[]> {
  const listed = await t.app.inject({ method: 'POST', url: '/api/v1/product/list', payload: { filters: {} } });
  const page = await t.app.inject({ method: 'GET', url: `/api/v1/product/${productId}` });
  const trending = await t.app.inject({ method: 'GET', url: '/api/v1/product/trending?limit=1' });
  const featured = await t.app.inject({ method: 'GET', url: '/api/v1/product/featured' });
  return [
    listed.json().data.productList[0].deliveryType,
    page.json().data.product.deliveryType,
    trending.json().data.productList[0].deliveryType,
    featured.json().data.product.deliveryType,
  ];
}

const setThreshold = async (rupees: number) => {
  const res = await t.app.inject({
    method: 'PATCH',
    url: '/api/v1/admin/settings',
    headers: { cookie: admin.cookie },
    payload: { freeShippingThresholdRupees: rupees },
  });
  expect(res.statusCode).toBe(200);
};

describe('deliveryType', () => {
  it('tells the free-delivery threshold of the store settings', async () => {
    expect(await deliveryTypes()).toEqual(Array(4).fill('Free delivery above ₹499'));
  });

  it('follows a settings change at once, stored product page and cached listing included', async () => {
    await deliveryTypes(); // the page document is stored and the listing cached by now
    await setThreshold(1_250);
    expect(await deliveryTypes()).toEqual(Array(4).fill('Free delivery above ₹1,250'));
    await setThreshold(0);
    expect(await deliveryTypes()).toEqual(Array(4).fill('Free delivery on every order'));
  });

  it('keeps the product page document free of the setting', async () => {
    const page = await t.app.inject({ method: 'GET', url: `/api/v1/product/${productId}` });
    const body = page.body;
    expect(body.match(/"deliveryType"/g)).toHaveLength(1);
  });
});
