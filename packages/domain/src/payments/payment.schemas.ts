/**
 * Payment request bodies (shopper spec §7). FRONTEND_URL is accepted for the spec's client but
 * never used as a redirect target: the server builds return addresses from its own origin.
 */
import { z } from 'zod';
import { idText, text } from '../validation/text.schemas';

export const MISSING_PAYMENT_DETAILS = 'Payment verification failed: Missing payment details';

/** How the payer pays; the payment registry picks the gateway for it (card, net banking: Cashfree; wallet, UPI: PhonePe). */
export const PAYMENT_METHODS = ['card', 'wallet', 'upi', 'netbanking'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** A gateway's name as GET /payment/methods lists it. */
export const PAYMENT_GATEWAY_NAME = /^[a-z][a-z0-9-]{0,31}$/;

/**
 * POST /payment/create-phonepe-payment (the spec's name). `method` and `gateway` are one of the
 * choices GET /payment/methods lists; without them a retry keeps its last attempt's gateway and a
 * first attempt pays by UPI (PhonePe's), else the first configured choice.
 */
export const createPaymentBody = z.strictObject({
  method: z.enum(PAYMENT_METHODS).optional(),
  gateway: text({ max: 32 }).regex(PAYMENT_GATEWAY_NAME, { error: 'This payment method is not available.' }).optional(),
  orderId: idText('Order ID not found. Please contact support.')
    .trim()
    .min(1, { error: 'Order ID not found. Please contact support.' }),
  userId: text({ max: 100 }).optional(),
  MUID: text({ max: 100 }).optional(),
  FRONTEND_URL: text({ max: 2000 }).optional(),
});

/** POST /payment/verify-phonepe-payment */
export const verifyPaymentBody = z.strictObject({
  paymentId: idText(MISSING_PAYMENT_DETAILS).trim().min(1, { error: MISSING_PAYMENT_DETAILS }),
  merchantTransactionId: text({ max: 100 }).trim().optional(),
});

/**
 * POST /payment/verify-cashfree-payment (the spec's card result page): our payment id and,
 * optionally, the Cashfree order id the return URL carries (it must then be that payment's).
 */
export const verifyCashfreePaymentBody = z.strictObject({
  paymentId: idText(MISSING_PAYMENT_DETAILS).trim().min(1, { error: MISSING_PAYMENT_DETAILS }),
  gateway_orderId: text({ max: 100 }).trim().optional(),
});

/** POST /payment/notify/{provider}: the provider's name in the path (its body is raw bytes, not parsed). */
export const notificationParams = z.object({
  provider: text({ max: 32 }).regex(/^[a-z][a-z0-9-]{0,31}$/, { error: 'Unknown payment provider' }),
});

/**
 * The outcome a gateway reports for a payment attempt. EXPIRED: the attempt was voided (a newer
 * attempt replaced it, its order was cancelled or its hold ran out); it can no longer take money.
 */
export const GATEWAY_OUTCOMES = ['SUCCESS', 'FAILED', 'CANCELLED', 'EXPIRED', 'PENDING'] as const;
export type GatewayOutcome = (typeof GATEWAY_OUTCOMES)[number];
