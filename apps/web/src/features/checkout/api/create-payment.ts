/** Starts a wallet payment for an order: POST /payment/create-phonepe-payment { orderId } (shopper spec §7; 30 s time-out). */
import type { CreatedPayment } from '@shop/domain/payments/payment.responses';
import { api } from '../../../lib/api-client';


const PAYMENT_TIMEOUT_MS = 30_000;

export async function createPayment(orderId: string): Promise<CreatedPayment> {
  const data = await api.post<{ response: CreatedPayment }>('/payment/create-phonepe-payment', { orderId }, { timeoutMs: PAYMENT_TIMEOUT_MS });
  return data.response;
}
