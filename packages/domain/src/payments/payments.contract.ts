/**
 * The payment calls (shopper spec §7): the ways to pay, create and verify a payment, and each
 * provider's signed notification at /payment/notify/{provider}, whose body is raw bytes (so it
 * declares no body schema). Declared once for the server and the web (api/contract.schemas.ts).
 */
import { defineContract } from '../api/contract.schemas';
import {
  cashfreeVerificationData,
  createdPaymentData,
  notificationData,
  paymentMethodsData,
  paymentVerificationData,
} from './payment.responses';
import { createPaymentBody, notificationParams, verifyCashfreePaymentBody, verifyPaymentBody } from './payment.schemas';

export const paymentsContract = defineContract('payments', {
  'GET /payment/methods': {
    summary: 'The ways to pay that are configured, with their gateways',
    reply: paymentMethodsData,
    errors: [401],
  },
  'POST /payment/create-phonepe-payment': {
    summary: "Start paying an order's total",
    body: createPaymentBody,
    reply: createdPaymentData,
    errors: [400, 401, 404, 409, 503],
  },
  'POST /payment/verify-phonepe-payment': {
    summary: 'Check and settle a payment (idempotent)',
    body: verifyPaymentBody,
    reply: paymentVerificationData,
    errors: [400, 401, 404, 422, 503],
  },
  'POST /payment/verify-cashfree-payment': {
    summary: 'Check and settle a card payment (idempotent)',
    body: verifyCashfreePaymentBody,
    reply: cashfreeVerificationData,
    errors: [400, 401, 404, 422, 503],
  },
  'POST /payment/notify/:provider': {
    summary: "A payment provider's signed notification (raw body)",
    params: notificationParams,
    reply: notificationData,
    errors: [400, 401, 404, 413, 422],
  },
});
