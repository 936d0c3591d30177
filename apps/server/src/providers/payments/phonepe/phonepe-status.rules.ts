/**
 * PhonePe's order states as the shop's gateway outcomes: COMPLETED is paid, FAILED failed (or
 * cancelled, when the last attempt's error code says the payer cancelled), anything else pending.
 * The gateway transaction id is the attempt that completed it (else the last attempt's).
 */
import type { GatewayOutcome } from '@shop/domain/payments/payment.schemas';
import type { GatewayStatus } from '../payment-gateway.contract';

interface PhonePeOrderLike {
  state: string;
  amount: number;
  paymentDetails?: { transactionId?: string; state?: string; errorCode?: string | null }[];
}

function outcomeOf(order: PhonePeOrderLike): GatewayOutcome {
  if (order.state === 'COMPLETED') return 'SUCCESS';
  if (order.state !== 'FAILED') return 'PENDING';
  const last = order.paymentDetails?.at(-1);
  return last?.errorCode && /CANCEL/i.test(last.errorCode) ? 'CANCELLED' : 'FAILED';
}

/** The status of PhonePe order `merchantOrderId` as `order` describes it. */
export function statusOfPhonePeOrder(merchantOrderId: string, order: PhonePeOrderLike): GatewayStatus {
  const details = order.paymentDetails ?? [];
  const attempt = details.find((d) => d.state === 'COMPLETED') ?? details.at(-1);
  return {
    merchantTransactionId: merchantOrderId,
    outcome: outcomeOf(order),
    amountPaise: order.amount,
    gatewayTransactionId: attempt?.transactionId ?? null,
  };
}
