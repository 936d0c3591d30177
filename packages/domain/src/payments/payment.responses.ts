/** Payment replies (shopper spec §7 /payment calls). Amounts in rupees. */
import { z } from 'zod';
import { GATEWAY_OUTCOMES, PAYMENT_METHODS } from './payment.schemas';

/** POST /payment/create-phonepe-payment: our payment and where to send the payer. */
export const createdPayment = z.object({
  payment: z.object({ _id: z.string(), merchantTransactionId: z.string(), amount: z.number() }),
  phonepeResponse: z.object({ redirectUrl: z.string() }),
});
export type CreatedPayment = z.infer<typeof createdPayment>;
export const createdPaymentData = z.object({ response: createdPayment });

/** POST /payment/verify-phonepe-payment: the payment as it stands after asking the provider. */
export const paymentVerification = z.object({
  status: z.enum(GATEWAY_OUTCOMES),
  orderId: z.string(),
  amount: z.number(),
  transactionId: z.string().nullable(),
  paidAt: z.string().nullable(),
});
export type PaymentVerification = z.infer<typeof paymentVerification>;
export const paymentVerificationData = z.object({ response: paymentVerification });

/** Cashfree's order statuses as the card result page reads them: PAID is success. */
export const CASHFREE_ORDER_STATUSES = ['PAID', 'ACTIVE', 'FAILED', 'CANCELLED', 'EXPIRED'] as const;

/**
 * POST /payment/verify-cashfree-payment: the same verification, plus `data` in Cashfree's words
 * (order_status etc.) as the spec's page reads it. Amounts in rupees.
 */
export const cashfreeVerification = paymentVerification.extend({
  data: z.object({
    order_id: z.string(),
    order_status: z.enum(CASHFREE_ORDER_STATUSES),
    order_amount: z.number(),
    cf_payment_id: z.string().nullable(),
    payment_time: z.string().nullable(),
  }),
});
export const cashfreeVerificationData = z.object({ response: cashfreeVerification });

/**
 * POST /payment/notify: what the shop made of the provider's notification (both null for an
 * authentic event about something other than a payment's outcome, e.g. a refund).
 */
export const notificationData = z.object({
  paymentId: z.string().nullable(),
  status: z.enum(GATEWAY_OUTCOMES).nullable(),
});

/**
 * GET /payment/methods: the methods a shopper can pay with now, each with the gateway that takes
 * it (cashfree, phonepe, or sandbox when no real provider takes it and the sandbox is on).
 */
export const paymentMethodsData = z.object({
  methods: z.array(z.object({ method: z.enum(PAYMENT_METHODS), gateway: z.string() })),
});
export type PaymentMethods = z.infer<typeof paymentMethodsData>;
