/**
 * Cashfree's payment and order statuses as the shop's gateway outcomes (API 2023-08-01).
 * An order's payments are its attempts: one SUCCESS means it is paid; otherwise the newest attempt
 * decides (a payer retrying after a failure is pending again); no attempt yet means PENDING while the order is ACTIVE and EXPIRED once Cashfree ended it.
 */
import { rupeesToPaise } from '@shop/domain/money/money.rules';
import type { GatewayOutcome } from '@shop/domain/payments/payment.schemas';
import type { GatewayStatus } from '../payment-gateway.contract';
import type { CashfreePayment } from './cashfree-api.adapter';

/** One payment's status: SUCCESS, FAILED (and VOID), USER_DROPPED/CANCELLED, or still pending. */
export function outcomeOfPaymentStatus(status: string): GatewayOutcome {
  switch (status) {
    case 'SUCCESS':
      return 'SUCCESS';
    case 'FAILED':
    case 'VOID':
      return 'FAILED';
    case 'USER_DROPPED':
    case 'CANCELLED':
      return 'CANCELLED';
    default:
      return 'PENDING';
  }
}

/**
 * The status of order `orderId` of `orderAmountPaise` from its payments (newest last, as Cashfree
 * lists them by time) and, when no attempt settles it, the order's own status.
 */
export function statusOfOrder(
  orderId: string,
  orderAmountPaise: number,
  payments: CashfreePayment[],
  orderStatus: string | undefined,
): GatewayStatus {
  const paid = payments.find((p) => p.payment_status === 'SUCCESS');
  const settling = paid ?? payments.at(-1);
  if (settling && outcomeOfPaymentStatus(settling.payment_status) !== 'PENDING') {
    return {
      merchantTransactionId: orderId,
      outcome: outcomeOfPaymentStatus(settling.payment_status),
      amountPaise: rupeesToPaise(settling.payment_amount),
      gatewayTransactionId: settling.cf_payment_id,
    };
  }
  const ended = orderStatus === 'EXPIRED' || orderStatus === 'TERMINATED';
  return {
    merchantTransactionId: orderId,
    outcome: ended ? 'EXPIRED' : 'PENDING',
    amountPaise: orderAmountPaise,
    gatewayTransactionId: null,
  };
}
