/**
 * Starts a payment for an order with the chosen way to pay: POST /payment/create-phonepe-payment
 * { orderId, gateway, method } (shopper spec §7; 30 s time-out). The server refuses (400) a choice
 * that is not configured.
 */
import type { CreatedPayment } from '@shop/domain/payments/payment.responses';
import { api } from '../../../lib/api-client';
import type { PaymentChoice } from '../lib/payment-choices';

const PAYMENT_TIMEOUT_MS = 30_000;

export async function createPayment(orderId: string, choice?: PaymentChoice): Promise<CreatedPayment> {
  const data = await api.call(
    'POST /payment/create-phonepe-payment',
    { body: { orderId, ...choice } },
    { timeoutMs: PAYMENT_TIMEOUT_MS },
  );
  return data.response;
}
