/**
 * PhonePe's webhooks (Standard Checkout v2): authorised by the header `Authorization:
 * SHA256(username:password)` (hex) with the username and password configured on PhonePe's
 * dashboard; the body is { event, payload } where the checkout.order.* events carry the order's
 * merchantOrderId, state, amount (paise) and paymentDetails. Refund events are acknowledged only.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { text } from '@shop/domain/validation/text.schemas';
import { z } from 'zod';
import type { GatewayStatus } from '../payment-gateway.contract';
import { statusOfPhonePeOrder } from './phonepe-status.rules';

export const PHONEPE_ORDER_EVENTS = ['checkout.order.completed', 'checkout.order.failed'] as const;

/** The Authorization header PhonePe sends for this username and password. */
export function phonepeWebhookAuthorization(username: string, password: string): string {
  return createHash('sha256').update(`${username}:${password}`).digest('hex');
}

/** True when `header` is the expected authorisation; compared in constant time. */
export function phonepeAuthorizationMatches(expected: string, header: string): boolean {
  const a = Buffer.from(expected.toLowerCase());
  const b = Buffer.from(header.trim().toLowerCase());
  return a.length === b.length && timingSafeEqual(a, b);
}

const orderEvent = z.object({
  event: z.enum(PHONEPE_ORDER_EVENTS),
  payload: z.object({
    merchantOrderId: text().min(1).max(63),
    state: text(),
    amount: z.number().int().min(0),
    paymentDetails: z
      .array(z.object({ transactionId: text().optional(), state: text().optional(), errorCode: text().nullish() }))
      .optional(),
  }),
});

/** The outcome an order event reports; 'other' for another event; undefined when unreadable. */
export function readPhonePeWebhook(body: unknown): GatewayStatus | 'other' | undefined {
  const event = (body as { event?: unknown } | null)?.event;
  if (typeof event === 'string' && !(PHONEPE_ORDER_EVENTS as readonly string[]).includes(event)) return 'other';
  const parsed = orderEvent.safeParse(body);
  if (!parsed.success) return undefined;
  return statusOfPhonePeOrder(parsed.data.payload.merchantOrderId, parsed.data.payload);
}
