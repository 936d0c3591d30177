import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCategory, makeProduct } from '../../test/factories';
import { signInStaff, signUpCustomer } from '../../test/sessions';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let productId: string;
beforeAll(async () => {
  t = await createTestApp();
  productId = (await makeProduct(t.db, { categoryId: (await makeCategory(t.db)).id, stock: 3 })).id;
});
afterAll(() => t.close());

const update = (cookie: string, product: object, id = productId) =>
  t.app.inject({ method: 'POST', url: `/api/v1/product/${id}/update`, headers: { cookie }, payload: { product } });

describe('POST /product/:id/update (quick stock)', () => {
  it('lets a SuperAdmin set the stock and the in-stock flag', async () => {
    const admin = await signInStaff(t.app, t.db, 'SuperAdmin');
    const res = await update(admin.cookie, { no_of_product_instock: 40, product_instock: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Stock updated successfully',
      data: { product: { no_of_product_instock: 40, stock_status: 'In Stock' } },
    });
    const off = await update(admin.cookie, { no_of_product_instock: 40, product_instock: false });
    expect(off.json().data.product).toMatchObject({ product_instock: false, stock_status: 'Out of Stock' });
  });

  it('refuses a SubAdmin with 403 and a customer with 401, changing nothing', async () => {
    const sub = await signInStaff(t.app, t.db, 'SubAdmin');
    expect((await update(sub.cookie, { no_of_product_instock: 0, product_instock: true })).statusCode).toBe(403);
    const customer = await signUpCustomer(t.app);
    expect((await update(customer.cookie, { no_of_product_instock: 0, product_instock: true })).statusCode).toBe(401);
    const product = (await t.app.inject({ method: 'GET', url: `/api/v1/product/${productId}` })).json().data.product;
    expect(product.no_of_product_instock).toBe(40);
  });

  it('refuses a negative or fractional stock with a clear message', async () => {
    const admin = await signInStaff(t.app, t.db, 'SuperAdmin');
    for (const bad of [-1, 2.5]) {
      const res = await update(admin.cookie, { no_of_product_instock: bad, product_instock: true });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Stock must be a whole number of 0 or more');
    }
  });

  it('answers 404 for an unknown product', async () => {
    const admin = await signInStaff(t.app, t.db, 'SuperAdmin');
    expect(
      (await update(admin.cookie, { no_of_product_instock: 1, product_instock: true }, 'missing')).statusCode,
    ).toBe(404);
  });
});
