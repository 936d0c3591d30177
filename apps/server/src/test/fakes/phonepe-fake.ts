/**
 * A local fake of PhonePe PG Standard Checkout v2 for tests: the OAuth token (counted, with an
 * expiry tests can shorten), create payment, order status, refund (idempotent by merchantRefundId),
 * and the hosted page's Pay / Fail / Cancel, which settle the order, send the webhook authorised by
 * SHA256(username:password) and redirect the payer to the merchant's redirectUrl.
 */
import { randomBytes } from 'node:crypto';
import { phonepeWebhookAuthorization } from '../../providers/payments/phonepe/phonepe-webhook.rules';
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

export const FAKE_PHONEPE = {
  clientId: 'TEST-M22SHOP',
  clientSecret: 'phonepe-test-secret-0123',
  clientVersion: '1',
  webhookUsername: 'makershop_hook',
  webhookPassword: 'hookpass123',
};

type Outcome = 'SUCCESS' | 'FAILED' | 'CANCELLED';
interface Order {
  orderId: string;
  merchantOrderId: string;
  amount: number;
  state: 'PENDING' | 'COMPLETED' | 'FAILED';
  expireAt: number;
  redirectUrl: string;
  paymentDetails: {
    paymentMode: string;
    transactionId: string;
    timestamp: number;
    amount: number;
    state: string;
    errorCode?: string;
    detailedErrorCode?: string;
  }[];
  refunds: { refundId: string; merchantRefundId: string; amount: number; state: string }[];
}

export interface FakePhonePe extends FakeServer {
  /** For PHONEPE_BASE_URL and PHONEPE_AUTH_URL. */
  baseUrl: string;
  orders: Map<string, Order>;
  /** Tokens issued so far. */
  tokensIssued: number;
  /** Seconds a new token lives (3600 by default). */
  tokenLifetimeS: number;
  /** The shop's webhook URL (PhonePe's dashboard setting, not part of the pay request). */
  webhookUrl: string;
  deliver: Deliver;
  /** Webhooks and the order status API report this many paise instead of the order's (a wrong-amount test). */
  amountOverride?: number;
  /** Revokes every token issued so far (PhonePe ending tokens before their expires_at). */
  revokeTokens(): void;
  pay(
    merchantOrderId: string,
    outcome: Outcome,
    notify?: boolean,
  ): Promise<{ redirectUrl: string; webhookStatus?: number }>;
  webhookFor(merchantOrderId: string, event?: string): { headers: Record<string, string>; body: string };
}

/** The fake's orders by merchantOrderId, its tokens with their expiry (s), and the counter its ids come from. */
interface PhonePeState {
  orders: Map<string, Order>;
  tokens: Map<string, number>;
  seq: number;
}

/** POST /v1/oauth/token: a token living `phonepe.tokenLifetimeS`, for the client's id, secret and version; 401 otherwise. */
function issueToken(state: PhonePeState, phonepe: FakePhonePe, r: FakeRequest): FakeReply {
  const form = r.form();
  if (
    form.get('client_id') !== FAKE_PHONEPE.clientId ||
    form.get('client_secret') !== FAKE_PHONEPE.clientSecret ||
    form.get('client_version') !== FAKE_PHONEPE.clientVersion ||
    form.get('grant_type') !== 'client_credentials'
  ) {
    return { status: 401, body: { code: 'UNAUTHORIZED', message: 'Client authentication failed' } };
  }
  const token = randomBytes(16).toString('hex');
  const issuedAt = Math.floor(Date.now() / 1000);
  state.tokens.set(token, issuedAt + phonepe.tokenLifetimeS);
  phonepe.tokensIssued++;
  return {
    status: 200,
    body: {
      access_token: token,
      encrypted_access_token: token,
      expires_in: null,
      issued_at: issuedAt,
      expires_at: issuedAt + phonepe.tokenLifetimeS,
      session_expires_at: issuedAt + phonepe.tokenLifetimeS,
      token_type: 'O-Bearer',
    },
  };
}

/** `then`'s reply for a call with a live O-Bearer token; 401 otherwise. */
function authorised(state: PhonePeState, r: FakeRequest, then: () => FakeReply): FakeReply {
  const token = /^O-Bearer (.+)$/.exec(r.headers.authorization ?? '')?.[1];
  const expiresAt = token ? state.tokens.get(token) : undefined;
  if (!expiresAt || expiresAt * 1000 <= Date.now())
    return { status: 401, body: { code: 'UNAUTHORIZED', message: 'Token is invalid or expired' } };
  return then();
}

/** An order as the order status API shows it (with `amountOverride` when a test sets one). */
const statusOf = (phonepe: FakePhonePe, o: Order) => ({
  orderId: o.orderId,
  state: o.state,
  amount: phonepe.amountOverride ?? o.amount,
  expireAt: o.expireAt,
  paymentDetails: o.paymentDetails,
});

type PayRequest = {
  merchantOrderId?: string;
  amount?: number;
  expireAfter?: number;
  paymentFlow?: { type?: string; merchantUrls?: { redirectUrl?: string } };
};

/** POST /checkout/v2/pay: a PENDING order and the hosted page's URL; 400 for a bad request or a merchantOrderId used. */
function createPayment(state: PhonePeState, phonepe: FakePhonePe, r: FakeRequest): FakeReply {
  const body = r.json() as PayRequest | undefined;
  if (
    !body?.merchantOrderId ||
    !Number.isInteger(body.amount) ||
    body.amount! < 100 ||
    body.paymentFlow?.type !== 'PG_CHECKOUT' ||
    !body.paymentFlow.merchantUrls?.redirectUrl ||
    (body.expireAfter !== undefined && (body.expireAfter < 300 || body.expireAfter > 3600))
  ) {
    return { status: 400, body: { code: 'BAD_REQUEST', message: 'Please check the inputs you have provided.' } };
  }
  if (state.orders.has(body.merchantOrderId))
    return { status: 400, body: { code: 'BAD_REQUEST', message: 'Duplicate merchantOrderId' } };
  const order: Order = {
    orderId: `OMO${Date.now()}${state.seq++}`,
    merchantOrderId: body.merchantOrderId,
    amount: body.amount!,
    state: 'PENDING',
    expireAt: Date.now() + (body.expireAfter ?? 1200) * 1000,
    redirectUrl: body.paymentFlow.merchantUrls.redirectUrl,
    paymentDetails: [],
    refunds: [],
  };
  state.orders.set(order.merchantOrderId, order);
  return {
    status: 200,
    body: {
      orderId: order.orderId,
      state: 'PENDING',
      expireAt: order.expireAt,
      redirectUrl: `${phonepe.origin}/checkout/pay/${order.orderId}`,
    },
  };
}

/** POST /payments/v2/refund: refunds up to a COMPLETED order's amount; the same merchantRefundId answers the refund made. */
function refund(state: PhonePeState, r: FakeRequest): FakeReply {
  const body = r.json() as { merchantRefundId?: string; originalMerchantOrderId?: string; amount?: number } | undefined;
  const order = body?.originalMerchantOrderId ? state.orders.get(body.originalMerchantOrderId) : undefined;
  if (!body?.merchantRefundId || !order || !Number.isInteger(body.amount))
    return { status: 400, body: { code: 'BAD_REQUEST', message: 'Invalid refund request' } };
  const again = order.refunds.find((x) => x.merchantRefundId === body.merchantRefundId);
  if (again) return { status: 200, body: { refundId: again.refundId, amount: again.amount, state: again.state } };
  if (order.state !== 'COMPLETED' || body.amount! > order.amount)
    return { status: 400, body: { code: 'BAD_REQUEST', message: 'Refund not allowed' } };
  const made = {
    refundId: `OMR${state.seq++}`,
    merchantRefundId: body.merchantRefundId,
    amount: body.amount!,
    state: 'PENDING',
  };
  order.refunds.push(made);
  return { status: 200, body: { refundId: made.refundId, amount: made.amount, state: made.state } };
}

/** The order whose PhonePe orderId is `id`. */
const byOrderId = (state: PhonePeState, id: string) => [...state.orders.values()].find((o) => o.orderId === id);

/** GET /checkout/pay/{orderId}: the hosted page of a PENDING order, with Pay / Fail / Cancel. */
function hostedPage(state: PhonePeState, orderId: string): FakeReply {
  const order = byOrderId(state, orderId);
  if (!order || order.state !== 'PENDING') return { status: 400, html: '<p>This payment is not open.</p>' };
  return {
    status: 200,
    html: hostedPageHtml('PhonePe', order.amount / 100, `/checkout/pay/${order.orderId}`, {
      pay: 'SUCCESS',
      fail: 'FAILED',
      cancel: 'CANCELLED',
    }),
  };
}

/** The fake's routes: the token, payment, status and refund APIs, the hosted page and its buttons (which pay through `phonepe()`). */
function phonepeRoutes(state: PhonePeState, phonepe: () => FakePhonePe): FakeRoute[] {
  return [
    ['POST', /^\/v1\/oauth\/token$/, (r) => issueToken(state, phonepe(), r)],
    ['POST', /^\/checkout\/v2\/pay$/, (r) => authorised(state, r, () => createPayment(state, phonepe(), r))],
    [
      'GET',
      /^\/checkout\/v2\/order\/([^/]+)\/status$/,
      (r, m) =>
        authorised(state, r, () => {
          const order = state.orders.get(decodeURIComponent(m[1]!));
          return order
            ? { status: 200, body: statusOf(phonepe(), order) }
            : { status: 404, body: { code: 'ORDER_NOT_FOUND', message: 'No order found' } };
        }),
    ],
    ['POST', /^\/payments\/v2\/refund$/, (r) => authorised(state, r, () => refund(state, r))],
    ['GET', /^\/checkout\/pay\/([^/]+)$/, (_r, m) => hostedPage(state, m[1]!)],
    [
      'POST',
      /^\/checkout\/pay\/([^/]+)$/,
      async (r, m) => {
        const order = byOrderId(state, m[1]!);
        const outcome = r.form().get('outcome') as Outcome;
        if (!order || !['SUCCESS', 'FAILED', 'CANCELLED'].includes(outcome))
          return { status: 404, html: 'Unknown order' };
        return { status: 303, redirect: (await phonepe().pay(order.merchantOrderId, outcome)).redirectUrl };
      },
    ],
  ];
}

/** The webhook of an order's state (`event` by default from it), authorised with the fake's webhook credentials. */
function webhookOf(phonepe: FakePhonePe, o: Order, event?: string): { headers: Record<string, string>; body: string } {
  const body = JSON.stringify({
    event: event ?? (o.state === 'COMPLETED' ? 'checkout.order.completed' : 'checkout.order.failed'),
    payload: {
      merchantId: 'M22SHOP',
      merchantOrderId: o.merchantOrderId,
      orderId: o.orderId,
      state: o.state,
      amount: phonepe.amountOverride ?? o.amount,
      expireAt: o.expireAt,
      paymentDetails: o.paymentDetails,
    },
  });
  return {
    headers: {
      authorization: phonepeWebhookAuthorization(FAKE_PHONEPE.webhookUsername, FAKE_PHONEPE.webhookPassword),
    },
    body,
  };
}

/** FakePhonePe.pay: settles a PENDING order with the outcome's payment attempt, then sends its webhook unless `notify` is false. */
async function payOrder(
  phonepe: FakePhonePe,
  state: PhonePeState,
  merchantOrderId: string,
  outcome: Outcome,
  notify: boolean,
): Promise<{ redirectUrl: string; webhookStatus?: number }> {
  const o = state.orders.get(merchantOrderId)!;
  if (o.state === 'PENDING') {
    const attempt = {
      paymentMode: 'UPI_QR',
      transactionId: `OM${state.seq++}`,
      timestamp: Date.now(),
      amount: o.amount,
      state: outcome === 'SUCCESS' ? 'COMPLETED' : 'FAILED',
    };
    o.paymentDetails.push(
      outcome === 'CANCELLED'
        ? { ...attempt, errorCode: 'USER_CANCEL', detailedErrorCode: 'TXN_CANCELLED' }
        : outcome === 'FAILED'
          ? { ...attempt, errorCode: 'PAYMENT_DECLINED' }
          : attempt,
    );
    o.state = outcome === 'SUCCESS' ? 'COMPLETED' : 'FAILED';
  }
  if (!notify) return { redirectUrl: o.redirectUrl };
  const { headers, body } = phonepe.webhookFor(merchantOrderId);
  return { redirectUrl: o.redirectUrl, webhookStatus: await phonepe.deliver(phonepe.webhookUrl, headers, body) };
}

/** Starts the fake PhonePe on 127.0.0.1 (its API under /checkout/v2 obeys `down`). */
export async function startPhonePeFake(): Promise<FakePhonePe> {
  const state: PhonePeState = { orders: new Map(), tokens: new Map(), seq: 1 };
  // The routes ask for the fake only when called, after it is made below.
  const fake = await startFakeServer(
    phonepeRoutes(state, () => phonepe),
    '/checkout/v2',
  );
  const phonepe: FakePhonePe = Object.assign(fake, {
    baseUrl: fake.origin,
    orders: state.orders,
    tokensIssued: 0,
    tokenLifetimeS: 3600,
    webhookUrl: '',
    deliver: deliverOverHttp,
    revokeTokens: () => state.tokens.clear(),
    webhookFor: (merchantOrderId: string, event?: string) =>
      webhookOf(phonepe, state.orders.get(merchantOrderId)!, event),
    pay: (merchantOrderId: string, outcome: Outcome, notify = true) =>
      payOrder(phonepe, state, merchantOrderId, outcome, notify),
  });
  return phonepe;
}
