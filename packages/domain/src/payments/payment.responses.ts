/** Payment replies (shopper spec §7 /payment calls). Amounts in rupees. */
import { z } from 'zod';
import { GATEWAY_OUTCOMES } from './payment.schemas';

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

/** POST /payment/notify: what the shop made of the provider's notification. */
export const notificationData = z.object({ paymentId: z.string(), status: z.enum(GATEWAY_OUTCOMES) });
