/**
 * PhonePe Payment Gateway, Standard Checkout v2 (the calls the shop makes): an OAuth client token
 * (POST {auth}/v1/oauth/token, form-encoded client_id, client_version, client_secret,
 * grant_type=client_credentials), cached until shortly before it expires and shared by concurrent
 * callers; then `Authorization: O-Bearer <token>` on create payment (POST /checkout/v2/pay),
 * order status (GET /checkout/v2/order/{merchantOrderId}/status) and refund
 * (POST /payments/v2/refund). Amounts on this API are paise.
 */
import { text } from '@shop/domain/validation/text.schemas';
import { z } from 'zod';
import { callProvider, providerRefused, type ProviderReply, type ProviderRequest } from '../provider-http.transport';

export const PHONEPE_URLS = {
  sandbox: {
    pg: 'https://api-preprod.phonepe.com/apis/pg-sandbox',
    auth: 'https://api-preprod.phonepe.com/apis/pg-sandbox',
  },
  production: { pg: 'https://api.phonepe.com/apis/pg', auth: 'https://api.phonepe.com/apis/identity-manager' },
} as const;

/** A token is renewed this long before PhonePe says it expires. */
const TOKEN_MARGIN_MS = 60_000;

export interface PhonePeCredentials {
  clientId: string;
  clientSecret: string;
  clientVersion: string;
  /** Base URL of the payment APIs (…/apis/pg). */
  pgUrl: string;
  /** Base URL of the token API (…/apis/identity-manager). */
  authUrl: string;
}

const tokenReply = z.object({
  access_token: text().min(1),
  /** Epoch seconds. */
  expires_at: z.number().int(),
});

export const phonepeOrderStatus = z.object({
  orderId: text().optional(),
  /** PENDING, COMPLETED, FAILED. */
  state: text(),
  amount: z.number().int(),
  paymentDetails: z
    .array(
      z.object({
        transactionId: text().optional(),
        state: text().optional(),
        errorCode: text().nullish(),
        amount: z.number().optional(),
      }),
    )
    .optional(),
});
export type PhonePeOrderStatus = z.infer<typeof phonepeOrderStatus>;

export interface PhonePePayRequest {
  merchantOrderId: string;
  amount: number;
  expireAfter: number;
  metaInfo: { udf1: string };
  paymentFlow: { type: 'PG_CHECKOUT'; message: string; merchantUrls: { redirectUrl: string } };
}

/** A PhonePe API client for these credentials; `now` is the clock tokens are timed by (ms). */
export function phonepeApi(credentials: PhonePeCredentials, now: () => number = Date.now) {
  let cached: { token: string; renewAt: number } | undefined;
  let pending: Promise<string> | undefined;

  async function fetchToken(): Promise<string> {
    const reply = await callProvider('PhonePe', `${credentials.authUrl}/v1/oauth/token`, {
      method: 'POST',
      headers: {},
      form: {
        client_id: credentials.clientId,
        client_version: credentials.clientVersion,
        client_secret: credentials.clientSecret,
        grant_type: 'client_credentials',
      },
    });
    const parsed = tokenReply.safeParse(reply.body);
    if (reply.status !== 200 || !parsed.success) throw providerRefused('PhonePe', 'token', reply);
    cached = { token: parsed.data.access_token, renewAt: parsed.data.expires_at * 1000 - TOKEN_MARGIN_MS };
    return cached.token;
  }

  function token(): Promise<string> {
    if (cached && now() < cached.renewAt) return Promise.resolve(cached.token);
    pending ??= fetchToken().finally(() => {
      pending = undefined;
    });
    return pending;
  }

  /** Calls with the cached token; a 401 (token revoked early) fetches a new one and tries once more. */
  async function authorised(path: string, request: Omit<ProviderRequest, 'headers'>): Promise<ProviderReply> {
    const send = async () =>
      callProvider('PhonePe', `${credentials.pgUrl}${path}`, {
        ...request,
        headers: { authorization: `O-Bearer ${await token()}` },
      });
    const reply = await send();
    if (reply.status !== 401) return reply;
    cached = undefined;
    return send();
  }

  return {
    pay: (body: PhonePePayRequest) => authorised('/checkout/v2/pay', { method: 'POST', json: body }),
    orderStatus: (merchantOrderId: string) =>
      authorised(`/checkout/v2/order/${encodeURIComponent(merchantOrderId)}/status?details=false`, { method: 'GET' }),
    refund: (body: { merchantRefundId: string; originalMerchantOrderId: string; amount: number }) =>
      authorised('/payments/v2/refund', { method: 'POST', json: body }),
  };
}
