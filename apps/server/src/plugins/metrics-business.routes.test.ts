/**
 * The business counters on /metrics (issue 32 "Metrics", docs/decisions/086): after a purchase
 * through the API the scrape shows the order placed, the payment captured by its gateway and,
 * once the mail jobs ran, the mails sent by template; a declined payment counts as failed; a
 * refund counts issued with its rupees, or failed while its gateway is down; a mail the
 * transport refuses counts as failed. The counters belong to the process, so each test compares
 * the scrape before and after.
 */
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { makeProduct } from '../test/factories';
import { refundsFail } from '../test/jobs';
import { placeOrder, setOrderStatus } from '../test/orders';
import { issueRefund } from '../modules/payments/refunds.service';
import { choose, moneyOf, payOrder, startPayment } from '../test/payments';
import { signUpCustomer, type SignedIn } from '../test/sessions';
import { scrapeMetrics, type Labels } from '../test/metrics';
import type { TestApp } from '../test/test-app';
import { shopFixture } from '../test/shop-fixture';

const TOKEN = 'metrics-token-0123456789abcdef';
let t: TestApp;
let shopper: SignedIn;
let superAdmin: SignedIn;
let categoryId: string;

beforeAll(async () => {
  ({
    t,
    categoryId,
    staff: { SuperAdmin: superAdmin },
  } = await shopFixture({ staff: ['SuperAdmin'], app: { env: { METRICS_TOKEN: TOKEN } } }));
});
beforeEach(async () => {
  shopper = await signUpCustomer(t.app);
});
afterAll(() => t.close());

/** The scrape as an operator gets it. */
const scrape = async () => (await scrapeMetrics(t.app, TOKEN)).sample;

/** How much each of `series` grew while `act` ran. */
async function growth(series: [string, Labels][], act: () => Promise<void>): Promise<number[]> {
  const before = await scrape();
  await act();
  const after = await scrape();
  return series.map(([name, labels]) => after(name, labels) - before(name, labels));
}

async function newOrder(): Promise<string> {
  const product = await makeProduct(t.db, { categoryId, pricePaise: 50_000, mrpPaise: 60_000, stock: 10 });
  const reply = await placeOrder(t.app, shopper.cookie, [{ product_id: product.id, quantity: 2 }]);
  expect(reply.statusCode).toBe(201);
  return reply.json().data.order._id as string;
}

const captured = ['shop_payments_total', { provider: 'sandbox', outcome: 'captured' }] as [string, Labels];
const failed = ['shop_payments_total', { provider: 'sandbox', outcome: 'failed' }] as [string, Labels];
const mail = (template: string, outcome: string) => ['shop_mails_total', { template, outcome }] as [string, Labels];

it('after a purchase shows the order placed, the payment captured and, once the jobs ran, the mails sent', async () => {
  const series: [string, Labels][] = [
    ['shop_orders_placed_total', { kind: 'retail' }],
    ['shop_orders_placed_total', { kind: 'bulk' }],
    captured,
    failed,
    mail('order-placed', 'sent'),
    mail('payment-received', 'sent'),
    mail('payment-received', 'failed'),
  ];
  const [orders, bulkOrders, captures, failures, placedMails, paidMails, failedMails] = await growth(
    series,
    async () => {
      await payOrder(t.app, shopper.cookie, await newOrder());
      await t.app.jobs.runDue();
    },
  );
  expect({ orders, bulkOrders, captures, failures, placedMails, paidMails, failedMails }).toEqual({
    orders: 1,
    bulkOrders: 0,
    captures: 1,
    failures: 0,
    placedMails: 1,
    paidMails: 1,
    failedMails: 0,
  });
});

it('counts a declined payment as failed, not captured', async () => {
  const orderId = await newOrder();
  const [captures, failures] = await growth([captured, failed], async () => {
    const attempt = await startPayment(t.app, shopper.cookie, orderId);
    await choose(t.app, attempt.redirectUrl, 'FAILED');
  });
  expect({ captures, failures }).toEqual({ captures: 0, failures: 1 });
});

it('counts a refund issued with its rupees, and one refused while the gateway is down as failed', async () => {
  const orderId = await newOrder();
  await payOrder(t.app, shopper.cookie, orderId);
  const issued = ['shop_refunds_total', { provider: 'sandbox', outcome: 'issued' }] as [string, Labels];
  const refused = ['shop_refunds_total', { provider: 'sandbox', outcome: 'failed' }] as [string, Labels];
  const rupees = ['shop_refunds_issued_rupees_total', { provider: 'sandbox' }] as [string, Labels];
  const down = refundsFail(t.app);
  const [firstIssued, firstRefused] = await growth([issued, refused], async () => {
    expect((await setOrderStatus(t.app, superAdmin.cookie, orderId, 'Cancelled')).statusCode).toBe(200);
    await t.app.jobs.runDue();
  });
  expect({ firstIssued, firstRefused }).toEqual({ firstIssued: 0, firstRefused: 1 });
  down.restore();
  // The job would retry after its backoff; the same step, called now.
  const [due] = (await moneyOf(t.db, orderId)).refunds;
  const [thenIssued, thenRefused, paidBack] = await growth([issued, refused, rupees], async () => {
    expect(await issueRefund(t.db, t.app.payments, due!.id)).toBe('issued');
  });
  // Two units at ₹500 + 18% GST, paid back in full. The counter adds rupees as floating point, so
  // the growth of one that already held other refunds is read to the paisa.
  expect({ thenIssued, thenRefused, paidBack: Math.round(paidBack! * 100) / 100 }).toEqual({
    thenIssued: 1,
    thenRefused: 0,
    paidBack: 1180,
  });
});

it('counts a mail the transport refuses as failed, by its template', async () => {
  const send = t.app.mailer.send;
  t.app.mailer.send = async () => {
    throw new Error('SMTP: 451 try again later');
  };
  try {
    const [sent, refused] = await growth([mail('order-placed', 'sent'), mail('order-placed', 'failed')], async () => {
      await newOrder();
      await t.app.jobs.runDue();
    });
    expect({ sent, refused }).toEqual({ sent: 0, refused: 1 });
  } finally {
    t.app.mailer.send = send;
  }
});
