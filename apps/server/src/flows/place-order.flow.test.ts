/**
 * placeOrder prices from products read before its transaction and checks them against the rows its
 * stock take locks (docs/decisions/102). These tests change a product between the read and the
 * transaction, as a staff edit landing at that moment would: the database is real, and only its
 * `transaction` is wrapped so the edit lands first.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { products } from '../db/schema/catalog';
import { orderLines, orders } from '../db/schema/orders';
import { AppError } from '../lib/app-error';
import { makeCategory, makeProduct, makeServiceArea } from '../test/factories';
import { deliveryAddress } from '../test/orders';
import { signUpCustomer } from '../test/sessions';
import { createTestApp, type TestApp } from '../test/test-app';
import type { CustomerSession } from '../modules/sessions/sessions.service';
import { placeOrder, PRODUCTS_CHANGED } from './place-order.flow';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await makeServiceArea(t.db, '560038');
});
afterAll(() => t.close());

/** `db` whose transactions each run `edit` first (on `db`, committed), up to `times` of them. */
function editedBeforeTransactions(db: Db, edit: () => Promise<unknown>, times: number): Db {
  let left = times;
  return new Proxy(db, {
    get(target, key, receiver) {
      if (key !== 'transaction') return Reflect.get(target, key, receiver);
      return async (...args: Parameters<Db['transaction']>) => {
        if (left-- > 0) await edit();
        return target.transaction(...args);
      };
    },
  });
}

async function customer(): Promise<CustomerSession> {
  const signedIn = await signUpCustomer(t.app);
  return {
    kind: 'customer',
    sid: 'test',
    id: signedIn.id,
    name: 'Asha Rao',
    email: signedIn.email,
    phone: '9876543210',
    role: 'Customer',
  };
}

/**
 * A product at `pricePaise` with 20 units, and `t.db` whose next `times` transactions each first
 * raise its price by `stepPaise`.
 */
async function productRaisedBeforeTransactions(pricePaise: number, stepPaise: number, times: number) {
  const category = await makeCategory(t.db);
  const product = await makeProduct(t.db, { categoryId: category.id, pricePaise, stock: 20 });
  let price = pricePaise;
  const raise = () =>
    t.db
      .update(products)
      .set({ pricePaise: (price += stepPaise) })
      .where(eq(products.id, product.id));
  return { product, db: editedBeforeTransactions(t.db, raise, times) };
}

const stockOf = async (id: string) =>
  (await t.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;

describe('an order whose product changes while it is placed', () => {
  it('is charged the price the product has when its stock is taken', async () => {
    const { product, db } = await productRaisedBeforeTransactions(100_000, 10_000, 1);

    const order = await placeOrder(db, await customer(), {
      order: { products: [{ product_id: product.id, quantity: 2 }], ...deliveryAddress },
    });

    const [line] = await t.db.select().from(orderLines).where(eq(orderLines.orderId, order._id));
    expect(line!.unitPricePaise).toBe(110_000);
    expect(await stockOf(product.id)).toBe(18);
  });

  it('is refused with a 409 and keeps nothing when the product changes every time it is read', async () => {
    const { product, db } = await productRaisedBeforeTransactions(50_000, 1_000, 100);
    const buyer = await customer();
    const ordersBefore = (await t.db.select().from(orders)).length;

    const refusal = await placeOrder(db, buyer, {
      order: { products: [{ product_id: product.id, quantity: 1 }], ...deliveryAddress },
    }).catch((error: unknown) => error);

    expect(refusal).toBeInstanceOf(AppError);
    expect((refusal as AppError).kind).toBe('CONFLICT');
    expect((refusal as AppError).message).toBe(PRODUCTS_CHANGED);
    expect(await stockOf(product.id)).toBe(20);
    expect((await t.db.select().from(orders)).length).toBe(ordersBefore);
  });

  it('still names the shortage first when the product also sold out meanwhile', async () => {
    const category = await makeCategory(t.db);
    const product = await makeProduct(t.db, {
      categoryId: category.id,
      productName: 'Arduino Uno R4',
      pricePaise: 80_000,
      stock: 5,
    });
    const sellOut = () =>
      t.db.update(products).set({ stock: 1, pricePaise: 90_000 }).where(eq(products.id, product.id));
    const db = editedBeforeTransactions(t.db, sellOut, 1);

    const refusal = await placeOrder(db, await customer(), {
      order: { products: [{ product_id: product.id, quantity: 3 }], ...deliveryAddress },
    }).catch((error: unknown) => error);

    expect((refusal as AppError).kind).toBe('CONFLICT');
    expect((refusal as AppError).message).toBe('Arduino Uno R4 is out of stock or insufficient quantity available');
    expect(await stockOf(product.id)).toBe(1);
  });
});
