import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/catalog';
import { orderLines, orders } from '../../db/schema/orders';
import { makeCategory, makeProduct, makeServiceArea } from '../../test/factories';
import { placeOrder } from '../../test/orders';
import { signUpCustomer } from '../../test/sessions';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await makeServiceArea(t.db, '560038');
});
afterAll(() => t.close());

describe('many buyers at once', () => {
  it('sells the last 10 units exactly once when 40 orders arrive together', async () => {
    const category = await makeCategory(t.db);
    const product = await makeProduct(t.db, { categoryId: category.id, productName: 'Raspberry Pi 5 8GB', stock: 10 });
    const buyers = await Promise.all([1, 2, 3, 4].map(() => signUpCustomer(t.app)));

    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        placeOrder(t.app, buyers[i % buyers.length]!.cookie, [{ product_id: product.id, quantity: 1 }]),
      ),
    );

    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(30);
    const [{ stock }] = (await t.db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, product.id))) as [{ stock: number }];
    expect(stock).toBe(0);
    const sold = await t.db.select().from(orderLines).where(eq(orderLines.productId, product.id));
    expect(sold).toHaveLength(10);
    expect((await t.db.select().from(orders)).length).toBe(10);
  });

  it('never lets two orders that each fit take more than the stock between them', async () => {
    const category = await makeCategory(t.db);
    const product = await makeProduct(t.db, { categoryId: category.id, stock: 7 });
    const buyer = await signUpCustomer(t.app);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => placeOrder(t.app, buyer.cookie, [{ product_id: product.id, quantity: 3 }])),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(2);
    const [{ stock }] = (await t.db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, product.id))) as [{ stock: number }];
    expect(stock).toBe(1);
  });
});
