/**
 * A shopper talking to real server processes over HTTP, for the scale-out test (issue 32): signs
 * up, places an order, pays it through the sandbox gateway's page. Each shopper comes from an
 * address of their own in X-Forwarded-For (the servers trust loopback as their load balancer), as
 * real shoppers do, so the per-address limits count each one apart.
 */
import { deliveryAddress } from './orders';

export interface HttpShopper {
  /** The Cookie header to send as them. */
  cookie: string;
  /** Their client address (X-Forwarded-For). */
  address: string;
}

/** A documentation-range address of its own for shopper `n` (0 … 60 000). */
export function shopperAddress(n: number): string {
  return `198.19.${Math.floor(n / 250)}.${(n % 250) + 1}`;
}

/** POSTs `body` as JSON to `base` + `path`; returns the status and the parsed reply. Network errors are thrown. */
async function postJson<T>(base: string, path: string, body: unknown, headers: Record<string, string>) {
  const reply = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: reply.status, body: (await reply.json()) as T, reply };
}

/** The reply of POST /payment/create-phonepe-payment, as far as the payer reads it. */
interface StartedPayment {
  data: { response: { phonepeResponse: { redirectUrl: string } } };
}

const headersOf = (shopper: HttpShopper) => ({ cookie: shopper.cookie, 'x-forwarded-for': shopper.address });

/** Signs up shopper `n` at the server at `base`. */
export async function signUpOverHttp(base: string, n: number): Promise<HttpShopper> {
  const address = shopperAddress(n);
  const { status, body, reply } = await postJson<unknown>(
    base,
    '/api/v1/auth/signup',
    { name: 'Asha Rao', email: `scale${n}.${Date.now()}@example.in`, password: 'Maker@2026', phone: '9876543210' },
    { 'x-forwarded-for': address },
  );
  if (status !== 201) throw new Error(`signup ${n} failed: ${status} ${JSON.stringify(body)}`);
  const cookie = reply.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  return { cookie, address };
}

/** POST /order/new as `shopper` for one unit of `productId`: the status and the order id of a 2xx. */
export async function placeOrderOverHttp(base: string, shopper: HttpShopper, productId: string) {
  const { status, body } = await postJson<{ code?: string; data?: { order?: { _id: string } } }>(
    base,
    '/api/v1/order/new',
    { order: { products: [{ product_id: productId, quantity: 1 }], ...deliveryAddress } },
    headersOf(shopper),
  );
  return { status, code: body.code, orderId: body.data?.order?._id };
}

/**
 * Runs `step` against each server of `bases` in turn until one answers: a server that is down
 * (the request fails without a reply) is skipped, as a load balancer would. The last one's error is thrown.
 */
async function atFirstAnswering<T>(bases: string[], step: (base: string) => Promise<T>): Promise<T> {
  for (const [i, base] of bases.entries()) {
    try {
      return await step(base);
    } catch (error) {
      if (i === bases.length - 1 || !(error instanceof TypeError)) throw error; // fetch's "fetch failed"
    }
  }
  throw new Error('no server given');
}

/**
 * Pays `orderId` as `shopper`: starts a payment attempt, then presses Pay on the sandbox page
 * (which notifies the shop from the server that shows it). Each step goes to the first of `bases`
 * that answers, so a step cut off by a killed server is repeated, not the whole payment.
 */
export async function payOverHttp(bases: string[], shopper: HttpShopper, orderId: string): Promise<void> {
  const redirectUrl = await atFirstAnswering(bases, async (base) => {
    const started = await postJson<StartedPayment>(
      base,
      '/api/v1/payment/create-phonepe-payment',
      { orderId },
      headersOf(shopper),
    );
    if (started.status !== 200) throw new Error(`payment of ${orderId} not started: ${started.status}`);
    return started.body.data.response.phonepeResponse.redirectUrl;
  });
  // The page's address may be relative or carry PUBLIC_URL's origin: only its path is kept.
  const page = new URL(redirectUrl, 'http://shop.invalid').pathname;
  await atFirstAnswering(bases, async (base) => {
    const paid = await fetch(`${base}${page}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=SUCCESS',
      redirect: 'manual',
    });
    if (paid.status !== 303) throw new Error(`payment of ${orderId} not paid: ${paid.status}`);
  });
}
