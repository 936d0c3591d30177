/**
 * Cashfree Payment Gateway's REST API, version 2023-08-01 (the calls the shop makes): create an
 * order, read its payments, read or terminate it, refund it. Amounts on this API are rupees
 * (numbers with two decimals). Every call carries x-client-id, x-client-secret and x-api-version;
 * replies are read with lenient zod schemas (Cashfree adds fields over time).
 */
import { text } from '@shop/domain/validation/text.schemas';
import { z } from 'zod';
import { callProvider, type ProviderReply } from '../provider-http.transport';

export const CASHFREE_API_VERSION = '2023-08-01';

export const CASHFREE_BASE_URLS = {
  sandbox: 'https://sandbox.cashfree.com/pg',
  production: 'https://api.cashfree.com/pg',
} as const;

export interface CashfreeCredentials {
  appId: string;
  secretKey: string;
  /** The API's base URL, ending in /pg (a local fake's in tests). */
  baseUrl: string;
}

export interface CashfreeCreateOrder {
  order_id: string;
  order_amount: number;
  order_currency: 'INR';
  customer_details: { customer_id: string; customer_phone: string; customer_email?: string; customer_name?: string };
  order_meta: { return_url: string; notify_url: string };
  order_note?: string;
}

export const cashfreeOrder = z.object({
  cf_order_id: z.union([text(), z.number()]).optional(),
  order_id: text(),
  order_amount: z.number(),
  order_status: text(),
  payment_session_id: text().optional(),
});
export type CashfreeOrder = z.infer<typeof cashfreeOrder>;

export const cashfreePayment = z.object({
  cf_payment_id: z.union([text(), z.number()]).transform(String),
  order_id: text().optional(),
  payment_amount: z.number(),
  /** SUCCESS, NOT_ATTEMPTED, PENDING, FAILED, USER_DROPPED, VOID, CANCELLED. */
  payment_status: text(),
  payment_time: text().nullish(),
  payment_message: text().nullish(),
});
export type CashfreePayment = z.infer<typeof cashfreePayment>;

export const cashfreeRefund = z.object({
  cf_refund_id: z.union([text(), z.number()]).transform(String),
  refund_id: text(),
  refund_status: text(),
  refund_amount: z.number(),
});

/** A Cashfree API client for these credentials; each function returns the raw reply. */
export function cashfreeApi(credentials: CashfreeCredentials) {
  const headers = (idempotencyKey?: string) => ({
    'x-client-id': credentials.appId,
    'x-client-secret': credentials.secretKey,
    'x-api-version': CASHFREE_API_VERSION,
    ...(idempotencyKey ? { 'x-idempotency-key': idempotencyKey } : {}),
  });
  const url = (path: string) => `${credentials.baseUrl}${path}`;
  const order = (orderId: string) => `/orders/${encodeURIComponent(orderId)}`;
  return {
    createOrder: (body: CashfreeCreateOrder): Promise<ProviderReply> =>
      callProvider('Cashfree', url('/orders'), { method: 'POST', headers: headers(body.order_id), json: body }),
    getOrder: (orderId: string) => callProvider('Cashfree', url(order(orderId)), { method: 'GET', headers: headers() }),
    orderPayments: (orderId: string) =>
      callProvider('Cashfree', url(`${order(orderId)}/payments`), { method: 'GET', headers: headers() }),
    terminateOrder: (orderId: string) =>
      callProvider('Cashfree', url(order(orderId)), {
        method: 'PATCH',
        headers: headers(),
        json: { order_status: 'TERMINATED' },
      }),
    createRefund: (orderId: string, body: { refund_id: string; refund_amount: number; refund_note?: string }) =>
      callProvider('Cashfree', url(`${order(orderId)}/refunds`), {
        method: 'POST',
        headers: headers(body.refund_id),
        json: body,
      }),
  };
}
