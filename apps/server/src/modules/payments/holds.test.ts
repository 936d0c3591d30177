import { STORE_SETTINGS_DEFAULTS } from '@shop/domain/settings/store-settings.config';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeProduct, stockOf as stockOfProduct } from '../../test/factories';
import { placeOrder } from '../../test/orders';
import { choose, moneyOf, providerCaptures, startPayment } from '../../test/payments';
import { signUpCustomer, type SignedIn } from '../../test/sessions';
import type { TestApp } from '../../test/test-app';
import { shopFixture } from '../../test/shop-fixture';
import { expireDueHolds, expireHold, findExpiredHolds } from './holds.service';
import { reconcilePayment } from './settlement.service';

let t: TestApp;
let shopper: SignedIn;
let staff: SignedIn;
let categoryId: string;

beforeAll(async () => {
  ({
    t,
    categoryId,
    staff: { SubAdmin: staff },
  } = await shopFixture({ staff: ['SubAdmin'] }));
});
beforeEach(async () => {
  shopper = await signUpCustomer(t.app);
});
afterAll(() => t.close());

const HOLD = STORE_SETTINGS_DEFAULTS.orderHoldMinutes;
/** An instant just after every order placed so far has run out of hold time. */
const later = () => new Date(Date.now() + (HOLD + 1) * 60_000);
const stockOf = (id: string) => stockOfProduct(t.db, id);
const orderOf = async (id: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/v1/order/${id}`, headers: { cookie: staff.cookie } })).json().data
    .order;

async function newOrder() {
  const product = await makeProduct(t.db, { categoryId, pricePaise: 50_000, mrpPaise: 60_000, stock: 10 });
  const order = (await placeOrder(t.app, shopper.cookie, [{ product_id: product.id, quantity: 2 }])).json().data.order;
  return { product, orderId: order._id as string };
}

describe('stock holds', () => {
  it('keep an unpaid order for the hold time, then cancel it and give the units back exactly once', async () => {
    const { product, orderId } = await newOrder();
    expect(await expireHold(t.db, t.app.payments, orderId, new Date(), HOLD)).toBe('kept');
    expect(await findExpiredHolds(t.db, new Date(), HOLD)).not.toContain(orderId);
    expect(await findExpiredHolds(t.db, later(), HOLD)).toContain(orderId);

    const outcomes = await Promise.all([1, 2, 3].map(() => expireHold(t.db, t.app.payments, orderId, later(), HOLD)));
    expect(outcomes.filter((o) => o === 'expired')).toHaveLength(1);
    expect(await orderOf(orderId)).toMatchObject({ status: 'Cancelled', payment_status: 'Expired' });
    expect(await stockOf(product.id)).toBe(10);
    expect(await expireHold(t.db, t.app.payments, orderId, later(), HOLD)).toBe('kept');
    expect(await stockOf(product.id)).toBe(10);
  });

  it('void the pending attempt with the provider, so its page no longer takes money', async () => {
    const { orderId } = await newOrder();
    const attempt = await startPayment(t.app, shopper.cookie, orderId);
    expect(await expireDueHolds(t.db, t.app.payments, later(), HOLD)).toBeGreaterThanOrEqual(1);
    expect((await choose(t.app, attempt.redirectUrl, 'SUCCESS')).headers.location).toContain('code=PAYMENT_EXPIRED');
    expect(await orderOf(orderId)).toMatchObject({ status: 'Cancelled', payment_status: 'Expired', refund_due: false });
    expect((await moneyOf(t.db, orderId)).attempts.map((a) => a.status)).toEqual(['EXPIRED']);
  });

  it('ask the gateway first: an order paid at the last minute is marked paid and keeps its units', async () => {
    const { product, orderId } = await newOrder();
    const attempt = await startPayment(t.app, shopper.cookie, orderId);
    await providerCaptures(t.app, t.db, attempt.merchantTransactionId, false);
    expect(await expireHold(t.db, t.app.payments, orderId, later(), HOLD)).toBe('paid');
    expect(await orderOf(orderId)).toMatchObject({ status: 'Confirmed', payment_status: 'Paid', refund_due: false });
    expect(await stockOf(product.id)).toBe(8);
  });

  it('racing a capture: either paid with the units held, or cancelled with the units back and the capture owed back', async () => {
    for (let round = 0; round < 4; round++) {
      const { product, orderId } = await newOrder();
      const attempt = await startPayment(t.app, shopper.cookie, orderId);
      await Promise.all([
        choose(t.app, attempt.redirectUrl, 'SUCCESS'),
        expireHold(t.db, t.app.payments, orderId, later(), HOLD),
      ]);
      const order = await orderOf(orderId);
      const money = await moneyOf(t.db, orderId);
      if (order.status === 'Cancelled') {
        expect(order.payment_status).toBe(money.captures.length > 0 ? 'Paid' : 'Expired');
        expect(await stockOf(product.id)).toBe(10);
        expect(money.refunds).toHaveLength(money.captures.length);
      } else {
        expect(order).toMatchObject({ status: 'Confirmed', payment_status: 'Paid', refund_due: false });
        expect(await stockOf(product.id)).toBe(8);
        expect(money.refunds).toHaveLength(0);
      }
    }
  });
});

describe('reconciliation', () => {
  it('settles a pending attempt whose notification never came by asking the gateway', async () => {
    const { orderId } = await newOrder();
    const attempt = await startPayment(t.app, shopper.cookie, orderId);
    expect((await reconcilePayment(t.db, t.app.payments, attempt.paymentId))!.status).toBe('PENDING');
    await providerCaptures(t.app, t.db, attempt.merchantTransactionId, false);
    expect((await reconcilePayment(t.db, t.app.payments, attempt.paymentId))!.status).toBe('SUCCESS');
    expect(await orderOf(orderId)).toMatchObject({ status: 'Confirmed', payment_status: 'Paid' });
    expect(await reconcilePayment(t.db, t.app.payments, 'no-such-payment')).toBeUndefined();
  });
});
