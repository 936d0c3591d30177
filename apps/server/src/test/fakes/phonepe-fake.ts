/**
 * A local fake of PhonePe PG Standard Checkout v2 for tests: the OAuth token (counted, with an
 * expiry tests can shorten), create payment, order status, refund (idempotent by merchantRefundId),
 * and the hosted page's Pay / Fail / Cancel, which settle the order, send the webhook authorised by
 * SHA256(username:password) and redirect the payer to the merchant's redirectUrl.
 */
import { randomBytes } from 'node:crypto';
import { phonepeWebhookAuthorization } from '../../providers/payments/phonepe/phonepe-webhook';
import {
  deliverOverHttp,
  hostedPageHtml,
  startFakeServer,
  type Deliver,
  type FakeReply,
  type FakeRequest,
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

export async function startPhonePeFake(): Promise<FakePhonePe> {
  const orders = new Map<string, Order>();
  const tokens = new Map<string, number>();
  let seq = 1;

  function issueToken(r: FakeRequest): FakeReply {
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
    tokens.set(token, issuedAt + phonepe.tokenLifetimeS);
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
  const authorised = (r: FakeRequest, then: () => FakeReply): FakeReply => {
    const token = /^O-Bearer (.+)$/.exec(r.headers.authorization ?? '')?.[1];
    const expiresAt = token ? tokens.get(token) : undefined;
    if (!expiresAt || expiresAt * 1000 <= Date.now())
      return { status: 401, body: { code: 'UNAUTHORIZED', message: 'Token is invalid or expired' } };
    return then();
  };
  const statusOf = (o: Order) => ({
    orderId: o.orderId,
    state: o.state,
    amount: phonepe.amountOverride ?? o.amount,
    expireAt: o.expireAt,
    paymentDetails: o.paymentDetails,
  });

  function createPayment(r: FakeRequest): FakeReply {
    const body = r.json() as
      | {
          merchantOrderId?: string;
          amount?: number;
          expireAfter?: number;
          paymentFlow?: { type?: string; merchantUrls?: { redirectUrl?: string } };
        }
      | undefined;
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
    if (orders.has(body.merchantOrderId))
      return { status: 400, body: { code: 'BAD_REQUEST', message: 'Duplicate merchantOrderId' } };
    const order: Order = {
      orderId: `OMO${Date.now()}${seq++}`,
      merchantOrderId: body.merchantOrderId,
      amount: body.amount!,
      state: 'PENDING',
      expireAt: Date.now() + (body.expireAfter ?? 1200) * 1000,
      redirectUrl: body.paymentFlow.merchantUrls.redirectUrl,
      paymentDetails: [],
      refunds: [],
    };
    orders.set(order.merchantOrderId, order);
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

  function refund(r: FakeRequest): FakeReply {
    const body = r.json() as
      { merchantRefundId?: string; originalMerchantOrderId?: string; amount?: number } | undefined;
    const order = body?.originalMerchantOrderId ? orders.get(body.originalMerchantOrderId) : undefined;
    if (!body?.merchantRefundId || !order || !Number.isInteger(body.amount))
      return { status: 400, body: { code: 'BAD_REQUEST', message: 'Invalid refund request' } };
    const again = order.refunds.find((x) => x.merchantRefundId === body.merchantRefundId);
    if (again) return { status: 200, body: { refundId: again.refundId, amount: again.amount, state: again.state } };
    if (order.state !== 'COMPLETED' || body.amount! > order.amount)
      return { status: 400, body: { code: 'BAD_REQUEST', message: 'Refund not allowed' } };
    const made = {
      refundId: `OMR${seq++}`,
      merchantRefundId: body.merchantRefundId,
      amount: body.amount!,
      state: 'PENDING',
    };
    order.refunds.push(made);
    return { status: 200, body: { refundId: made.refundId, amount: made.amount, state: made.state } };
  }

  const byOrderId = (id: string) => [...orders.values()].find((o) => o.orderId === id);
  const fake = await startFakeServer(
    [
      ['POST', /^\/v1\/oauth\/token$/, issueToken],
      ['POST', /^\/checkout\/v2\/pay$/, (r) => authorised(r, () => createPayment(r))],
      [
        'GET',
        /^\/checkout\/v2\/order\/([^/]+)\/status$/,
        (r, m) =>
          authorised(r, () => {
            const order = orders.get(decodeURIComponent(m[1]!));
            return order
              ? { status: 200, body: statusOf(order) }
              : { status: 404, body: { code: 'ORDER_NOT_FOUND', message: 'No order found' } };
          }),
      ],
      ['POST', /^\/payments\/v2\/refund$/, (r) => authorised(r, () => refund(r))],
      [
        'GET',
        /^\/checkout\/pay\/([^/]+)$/,
        (_r, m) => {
          const order = byOrderId(m[1]!);
          if (!order || order.state !== 'PENDING') return { status: 400, html: '<p>This payment is not open.</p>' };
          return {
            status: 200,
            html: hostedPageHtml('PhonePe', order.amount / 100, `/checkout/pay/${order.orderId}`, {
              pay: 'SUCCESS',
              fail: 'FAILED',
              cancel: 'CANCELLED',
            }),
          };
        },
      ],
      [
        'POST',
        /^\/checkout\/pay\/([^/]+)$/,
        async (r, m) => {
          const order = byOrderId(m[1]!);
          const outcome = r.form().get('outcome') as Outcome;
          if (!order || !['SUCCESS', 'FAILED', 'CANCELLED'].includes(outcome))
            return { status: 404, html: 'Unknown order' };
          return { status: 303, redirect: (await phonepe.pay(order.merchantOrderId, outcome)).redirectUrl };
        },
      ],
    ],
    '/checkout/v2',
  );

  const phonepe: FakePhonePe = Object.assign(fake, {
    baseUrl: fake.origin,
    orders,
    tokensIssued: 0,
    tokenLifetimeS: 3600,
    webhookUrl: '',
    deliver: deliverOverHttp,
    revokeTokens: () => tokens.clear(),
    webhookFor(merchantOrderId: string, event?: string) {
      const o = orders.get(merchantOrderId)!;
      const body = JSON.stringify({
        event: event ?? (o.state === 'COMPLETED' ? 'checkout.order.completed' : 'checkout.order.failed'),
        payload: {
          merchantId: 'M22SHOP',
          merchantOrderId,
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
    },
    async pay(merchantOrderId: string, outcome: Outcome, notify = true) {
      const o = orders.get(merchantOrderId)!;
      if (o.state === 'PENDING') {
        const attempt = {
          paymentMode: 'UPI_QR',
          transactionId: `OM${seq++}`,
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
    },
  });
  return phonepe;
}
