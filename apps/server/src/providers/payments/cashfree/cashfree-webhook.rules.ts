/**
 * Cashfree's webhooks (API 2023-08-01): the signature is base64(HMAC-SHA256(secret key,
 * x-webhook-timestamp + raw body)) in x-webhook-signature; the body names the order (our
 * merchantTransactionId) and the payment (cf_payment_id, payment_status, payment_amount in rupees).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { rupeesToPaise } from '@shop/domain/money/money.rules';
import { text } from '@shop/domain/validation/text.schemas';
import { z } from 'zod';
import type { GatewayStatus } from '../payment-gateway.contract';
import { outcomeOfPaymentStatus } from './cashfree-status.rules';

export const CASHFREE_SIGNATURE_HEADER = 'x-webhook-signature';
export const CASHFREE_TIMESTAMP_HEADER = 'x-webhook-timestamp';
/** The webhook types that report a payment attempt's outcome; others (refunds, disputes) are ignored. */
export const CASHFREE_PAYMENT_WEBHOOKS = [
  'PAYMENT_SUCCESS_WEBHOOK',
  'PAYMENT_FAILED_WEBHOOK',
  'PAYMENT_USER_DROPPED_WEBHOOK',
] as const;

/** The base64 signature Cashfree sends for `rawBody` sent at `timestamp`. */
export function cashfreeSignature(secretKey: string, timestamp: string, rawBody: string | Buffer): string {
  return createHmac('sha256', secretKey).update(timestamp).update(rawBody).digest('base64');
}

/** True when `signature` is Cashfree's for this timestamp and body; compared in constant time. */
export function cashfreeSignatureMatches(
  secretKey: string,
  timestamp: string,
  rawBody: Buffer,
  signature: string,
): boolean {
  const expected = Buffer.from(cashfreeSignature(secretKey, timestamp, rawBody), 'base64');
  const given = Buffer.from(signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const paymentWebhook = z.object({
  type: z.enum(CASHFREE_PAYMENT_WEBHOOKS),
  data: z.object({
    order: z.object({ order_id: text().min(1).max(50) }),
    payment: z.object({
      cf_payment_id: z.union([text(), z.number()]).transform(String),
      payment_status: text(),
      payment_amount: z.number().min(0),
    }),
  }),
});

/** The outcome a payment webhook's body reports; 'other' for another webhook type; undefined when unreadable. */
export function readCashfreeWebhook(body: unknown): GatewayStatus | 'other' | undefined {
  const type = (body as { type?: unknown } | null)?.type;
  if (typeof type === 'string' && !(CASHFREE_PAYMENT_WEBHOOKS as readonly string[]).includes(type)) return 'other';
  const parsed = paymentWebhook.safeParse(body);
  if (!parsed.success) return undefined;
  const { order, payment } = parsed.data.data;
  return {
    merchantTransactionId: order.order_id,
    outcome: outcomeOfPaymentStatus(payment.payment_status),
    amountPaise: rupeesToPaise(payment.payment_amount),
    gatewayTransactionId: payment.cf_payment_id,
  };
}
