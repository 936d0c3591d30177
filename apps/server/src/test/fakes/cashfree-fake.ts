/**
 * A local fake of Cashfree PG (API 2023-08-01) for tests: create/get/terminate an order, list its
 * payments, refund it (idempotent by refund_id), a fake JS SDK whose checkout() posts the session
 * to the hosted page, and that page's Pay / Fail / Cancel, which record a payment, send the signed
 * webhook (base64 HMAC-SHA256 of timestamp + body with the secret key) and redirect to return_url.
 */
import { randomBytes } from 'node:crypto';
import { cashfreeSignature } from '../../providers/payments/cashfree/cashfree-webhook.rules';
import {
  deliverOverHttp,
  hostedPageHtml,
  startFakeServer,
  type Deliver,
  type FakeReply,
  type FakeRequest,
  type FakeRoute,
  type FakeServer,
} from './fake-http';

export const FAKE_CASHFREE = { appId: 'TEST_APP_ID_123', secretKey: 'cfsk_test_secret_0123456789' };

type Outcome = 'SUCCESS' | 'FAILED' | 'USER_DROPPED';
interface Order {
  order_id: string;
  cf_order_id: number;
  order_amount: number;
  order_currency: string;
  order_status: 'ACTIVE' | 'PAID' | 'TERMINATED' | 'EXPIRED';
  payment_session_id: string;
  customer_details: Record<string, unknown>;
  order_meta: { return_url: string; notify_url: string };
  payments: {
    cf_payment_id: number;
    order_id: string;
    payment_amount: number;
    payment_status: Outcome;
    payment_time: string;
  }[];
  refunds: {
    cf_refund_id: string;
    refund_id: string;
    order_id: string;
    refund_amount: number;
    refund_status: string;
  }[];
}

export interface SentWebhook {
  url: string;
  headers: Record<string, string>;
  body: string;
  status: number;
}

export interface FakeCashfree extends FakeServer {
  /** The API base URL (…/pg) and the SDK's URL, for CASHFREE_BASE_URL and CASHFREE_SDK_URL. */
  baseUrl: string;
  sdkUrl: string;
  orders: Map<string, Order>;
  /** How webhooks reach the shop (a real POST by default). */
  deliver: Deliver;
  /** Payments are reported for this many rupees instead of the order's (a wrong-amount test). */
  amountOverride?: number;
  /** The payer pays, fails or drops off order `orderId`; sends the webhook unless `notify` is false. */
  pay(orderId: string, outcome: Outcome, notify?: boolean): Promise<{ returnUrl: string; webhook?: SentWebhook }>;
  /** A signed webhook body for `orderId`'s last payment (to send again, or to forge). */
  webhookFor(orderId: string, type?: string): { headers: Record<string, string>; body: string };
}

const WEBHOOK_TYPE: Record<Outcome, string> = {
  SUCCESS: 'PAYMENT_SUCCESS_WEBHOOK',
  FAILED: 'PAYMENT_FAILED_WEBHOOK',
  USER_DROPPED: 'PAYMENT_USER_DROPPED_WEBHOOK',
};
const publicOrder = ({ payments: _p, refunds: _r, ...order }: Order) => order;

/** The fake's orders and the counter its ids (orders, payments, refunds) come from. */
interface CashfreeState {
  orders: Map<string, Order>;
  seq: number;
}

const orderNotFound: FakeReply = {
  status: 404,
  body: { message: 'order not found', code: 'order_not_found', type: 'invalid_request_error' },
};

/** Refuses a call without the app id and secret key (401) or with another API version (400); undefined when it may go on. */
function authorised(r: FakeRequest): FakeReply | undefined {
  if (r.headers['x-client-id'] !== FAKE_CASHFREE.appId || r.headers['x-client-secret'] !== FAKE_CASHFREE.secretKey) {
    return {
      status: 401,
      body: { message: 'authentication Failed', code: 'request_failed', type: 'authentication_error' },
    };
  }
  if (r.headers['x-api-version'] !== '2023-08-01')
    return { status: 400, body: { message: 'x-api-version is invalid', code: 'request_invalid' } };
  return undefined;
}

/** An authorised call on the order `id` (URL-encoded): `then`'s reply, or 404 for an unknown order. */
function withOrder(state: CashfreeState, r: FakeRequest, id: string, then: (order: Order) => FakeReply): FakeReply {
  const refused = authorised(r);
  if (refused) return refused;
  const order = state.orders.get(decodeURIComponent(id));
  return order ? then(order) : orderNotFound;
}

/** Whether a create-order body has what Cashfree requires: id, amount of at least ₹1 in INR, customer and return URL. */
function validOrderRequest(body: Partial<Order> | undefined): body is Partial<Order> & { order_id: string } {
  const customer = body?.customer_details as { customer_id?: string; customer_phone?: string } | undefined;
  return Boolean(
    body &&
    typeof body.order_id === 'string' &&
    /^[A-Za-z0-9_-]{3,45}$/.test(body.order_id) &&
    typeof body.order_amount === 'number' &&
    !(body.order_amount < 1) &&
    body.order_currency === 'INR' &&
    customer?.customer_id &&
    /^\d{10}$/.test(customer.customer_phone ?? '') &&
    body.order_meta?.return_url,
  );
}

/** POST /pg/orders: a new ACTIVE order with its payment session; 400 for a bad request, 409 for an id already used. */
function createOrder(state: CashfreeState, r: FakeRequest): FakeReply {
  const refused = authorised(r);
  if (refused) return refused;
  const body = r.json() as Partial<Order> | undefined;
  if (!validOrderRequest(body)) {
    return {
      status: 400,
      body: { message: 'order request is invalid', code: 'request_invalid', type: 'invalid_request_error' },
    };
  }
  if (state.orders.has(body.order_id))
    return { status: 409, body: { message: 'order with same id is already present', code: 'order_already_exists' } };
  const order: Order = {
    order_id: body.order_id,
    cf_order_id: state.seq++,
    order_amount: body.order_amount!,
    order_currency: 'INR',
    order_status: 'ACTIVE',
    payment_session_id: `session_${randomBytes(24).toString('base64url')}`,
    customer_details: body.customer_details!,
    order_meta: body.order_meta!,
    payments: [],
    refunds: [],
  };
  state.orders.set(order.order_id, order);
  return { status: 200, body: publicOrder(order) };
}

/** PATCH /pg/orders/{id}: terminates an ACTIVE order; 400 for any other. */
function terminateOrder(order: Order): FakeReply {
  if (order.order_status !== 'ACTIVE')
    return { status: 400, body: { message: `order is ${order.order_status}`, code: 'order_not_active' } };
  order.order_status = 'TERMINATED';
  return { status: 200, body: publicOrder(order) };
}

/** POST /pg/orders/{id}/refunds: refunds up to the successful payment; the same refund_id answers the refund made. */
function refund(state: CashfreeState, r: FakeRequest, order: Order): FakeReply {
  const body = r.json() as { refund_id?: string; refund_amount?: number } | undefined;
  if (!body?.refund_id || typeof body.refund_amount !== 'number')
    return { status: 400, body: { message: 'refund request is invalid', code: 'request_invalid' } };
  const again = order.refunds.find((x) => x.refund_id === body.refund_id);
  if (again) return { status: 200, body: again };
  const paid = order.payments.find((p) => p.payment_status === 'SUCCESS');
  if (!paid || body.refund_amount > paid.payment_amount)
    return { status: 400, body: { message: 'refund amount is invalid', code: 'refund_invalid' } };
  const made = {
    cf_refund_id: `${state.seq++}`,
    refund_id: body.refund_id,
    order_id: order.order_id,
    refund_amount: body.refund_amount,
    refund_status: 'PENDING',
  };
  order.refunds.push(made);
  return { status: 200, body: made };
}

/** The hosted checkout page of an ACTIVE order's payment session, with Pay / Fail / Cancel. */
function hostedPage(state: CashfreeState, session: string): FakeReply {
  const order = [...state.orders.values()].find((o) => o.payment_session_id === session);
  if (!order || order.order_status !== 'ACTIVE')
    return { status: 400, html: '<p>This payment session is not active.</p>' };
  return {
    status: 200,
    html: hostedPageHtml('Cashfree', order.order_amount, `/pg/view/pay/${session}`, {
      pay: 'SUCCESS',
      fail: 'FAILED',
      cancel: 'USER_DROPPED',
    }),
  };
}

/** The fake JS SDK: Cashfree(…).checkout({ paymentSessionId }) posts the session to the fake's hosted page at `origin`. */
const fakeSdk = (origin: string) =>
  `window.Cashfree=function(options){return{checkout:function(c){var f=document.createElement('form');f.method='post';f.action=${JSON.stringify(origin)}+'/pg/view/sessions/checkout';` +
  `var i=document.createElement('input');i.type='hidden';i.name='payment_session_id';i.value=c.paymentSessionId;f.appendChild(i);document.body.appendChild(f);f.submit();}};};`;

/** The fake's routes: the orders API, the SDK, the hosted page and its buttons (which pay through `cashfree()`). */
function cashfreeRoutes(state: CashfreeState, cashfree: () => FakeCashfree): FakeRoute[] {
  const order = (then: (r: FakeRequest, order: Order) => FakeReply) => (r: FakeRequest, m: RegExpMatchArray) =>
    withOrder(state, r, m[1]!, (o) => then(r, o));
  return [
    ['POST', /^\/pg\/orders$/, (r) => createOrder(state, r)],
    ['GET', /^\/pg\/orders\/([^/]+)$/, order((_r, o) => ({ status: 200, body: publicOrder(o) }))],
    ['GET', /^\/pg\/orders\/([^/]+)\/payments$/, order((_r, o) => ({ status: 200, body: o.payments }))],
    ['PATCH', /^\/pg\/orders\/([^/]+)$/, order((_r, o) => terminateOrder(o))],
    ['POST', /^\/pg\/orders\/([^/]+)\/refunds$/, order((r, o) => refund(state, r, o))],
    ['GET', /^\/js\/v3\/cashfree\.js$/, () => ({ status: 200, js: fakeSdk(cashfree().origin) })],
    ['POST', /^\/pg\/view\/sessions\/checkout$/, (r) => hostedPage(state, r.form().get('payment_session_id') ?? '')],
    [
      'POST',
      /^\/pg\/view\/pay\/([^/]+)$/,
      async (r, m) => {
        const paid = [...state.orders.values()].find((o) => o.payment_session_id === m[1]);
        const outcome = r.form().get('outcome') as Outcome;
        if (!paid || !(outcome in WEBHOOK_TYPE)) return { status: 404, html: 'Unknown session' };
        return { status: 303, redirect: (await cashfree().pay(paid.order_id, outcome)).returnUrl };
      },
    ],
  ];
}

/** The signed webhook of `order`'s last payment, of `type` (by default the one its status sends). */
function webhookOf(order: Order, type?: string): { headers: Record<string, string>; body: string } {
  const payment = order.payments.at(-1)!;
  const body = JSON.stringify({
    data: {
      order: {
        order_id: order.order_id,
        order_amount: order.order_amount,
        order_currency: 'INR',
        order_tags: null,
      },
      payment: {
        cf_payment_id: payment.cf_payment_id,
        payment_status: payment.payment_status,
        payment_amount: payment.payment_amount,
        payment_currency: 'INR',
        payment_time: payment.payment_time,
        payment_group: 'credit_card',
      },
      customer_details: order.customer_details,
    },
    event_time: new Date().toISOString(),
    type: type ?? WEBHOOK_TYPE[payment.payment_status],
  });
  const timestamp = String(Date.now());
  return {
    headers: {
      'x-webhook-timestamp': timestamp,
      'x-webhook-signature': cashfreeSignature(FAKE_CASHFREE.secretKey, timestamp, body),
      'x-webhook-version': '2023-08-01',
    },
    body,
  };
}

/** FakeCashfree.pay: records the payment of an ACTIVE order, then sends its webhook through `cashfree.deliver` unless `notify` is false. */
async function payOrder(
  cashfree: FakeCashfree,
  state: CashfreeState,
  orderId: string,
  outcome: Outcome,
  notify: boolean,
): Promise<{ returnUrl: string; webhook?: SentWebhook }> {
  const order = state.orders.get(orderId)!;
  if (order.order_status === 'ACTIVE') {
    order.payments.push({
      cf_payment_id: state.seq++,
      order_id: orderId,
      payment_amount: cashfree.amountOverride ?? order.order_amount,
      payment_status: outcome,
      payment_time: new Date().toISOString(),
    });
    if (outcome === 'SUCCESS') order.order_status = 'PAID';
  }
  const returnUrl = order.order_meta.return_url.replace('{order_id}', encodeURIComponent(orderId));
  if (!notify || order.payments.length === 0) return { returnUrl };
  const { headers, body } = cashfree.webhookFor(orderId);
  const status = await cashfree.deliver(order.order_meta.notify_url, headers, body);
  return { returnUrl, webhook: { url: order.order_meta.notify_url, headers, body, status } };
}

/** Starts the fake Cashfree on 127.0.0.1 (its API under /pg/orders obeys `down`). */
export async function startCashfreeFake(): Promise<FakeCashfree> {
  const state: CashfreeState = { orders: new Map(), seq: 1000 };
  // The routes ask for the fake only when called, after it is made below.
  const fake = await startFakeServer(
    cashfreeRoutes(state, () => cashfree),
    '/pg/orders',
  );
  const cashfree: FakeCashfree = Object.assign(fake, {
    baseUrl: `${fake.origin}/pg`,
    sdkUrl: `${fake.origin}/js/v3/cashfree.js`,
    orders: state.orders,
    deliver: deliverOverHttp,
    webhookFor: (orderId: string, type?: string) => webhookOf(state.orders.get(orderId)!, type),
    pay: (orderId: string, outcome: Outcome, notify = true) => payOrder(cashfree, state, orderId, outcome, notify),
  });
  return cashfree;
}
