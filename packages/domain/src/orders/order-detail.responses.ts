/**
 * GET /order/{id}/detail (staff; issue 10 "Order detail for staff"): one order with everything
 * staff look up about it, each piece from its module: lines and totals (the order), payment
 * attempts, refunds, the shipment and its courier events, the customer's other orders, the
 * order's audit history, and its invoice and credit notes. Rupees, ISO dates, the API's names.
 */
import { z } from 'zod';
import { auditEntry } from '../audit/audit.responses';
import { GATEWAY_OUTCOMES, PAYMENT_METHODS, type GatewayOutcome } from '../payments/payment.schemas';
import { ORDER_STATUSES, PAYMENT_STATUSES } from './order-status.rules';
import { timelineEvent } from './order-tracking.responses';
import { apiOrder } from './order.responses';

/** How many of the customer's other orders the detail lists (newest first). */
export const OTHER_ORDERS_LIMIT = 20;
/** How many audit entries of the order the detail lists (newest first). */
export const ORDER_AUDIT_LIMIT = 100;

/** Why an attempt took no money, by its outcome (the gateways report an outcome, not a sentence). */
export const PAYMENT_FAILURE_REASONS: Record<Exclude<GatewayOutcome, 'SUCCESS' | 'PENDING'>, string> = {
  FAILED: 'Declined by the bank or the payment provider',
  CANCELLED: 'Cancelled by the payer on the payment page',
  EXPIRED: 'No payment before the time to pay ran out (voided)',
};

/** The failure reason of an attempt with `status`; null for a paid or pending attempt. */
export function paymentFailureReason(status: GatewayOutcome): string | null {
  return status === 'SUCCESS' || status === 'PENDING' ? null : PAYMENT_FAILURE_REASONS[status];
}

/**
 * One payment attempt (oldest first). An attempt does not record which way the payer paid at the
 * provider's page, so `methods` are the ways its gateway takes (empty when it is no longer configured).
 */
export const paymentAttempt = z.strictObject({
  _id: z.string(),
  gateway: z.string(),
  methods: z.array(z.enum(PAYMENT_METHODS)),
  merchantTransactionId: z.string(),
  gatewayTransactionId: z.string().nullable(),
  status: z.enum(GATEWAY_OUTCOMES),
  failure_reason: z.string().nullable(),
  /** Rupees. */
  amount: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
  paid_at: z.string().nullable(),
});
export type PaymentAttempt = z.infer<typeof paymentAttempt>;

/** A refund of one capture: DUE until the gateway paid it back, then ISSUED. */
export const refundEntry = z.strictObject({
  _id: z.string(),
  payment_id: z.string(),
  amount: z.number(),
  status: z.enum(['DUE', 'ISSUED']),
  providerRefundId: z.string().nullable(),
  created_at: z.string(),
  issued_at: z.string().nullable(),
});
export type RefundEntry = z.infer<typeof refundEntry>;

/** The order's shipment with the courier's reason for a refusal and its tracking events, oldest first. */
export const shipmentDetail = z.strictObject({
  courier: z.string(),
  status: z.enum(['creating', 'created', 'failed', 'cancelled']),
  waybill: z.string().nullable(),
  trackingUrl: z.string().nullable(),
  lastError: z.string().nullable(),
  created_at: z.string(),
  events: z.array(timelineEvent),
});
export type ShipmentDetail = z.infer<typeof shipmentDetail>;

/** Another order of the same customer, as a list row: 6-character short id, date, total (rupees), statuses. */
export const otherOrder = z.strictObject({
  _id: z.string(),
  shortId: z.string(),
  created_at: z.string(),
  totalPrice: z.number(),
  status: z.enum(ORDER_STATUSES),
  payment_status: z.enum(PAYMENT_STATUSES),
});
export type OtherOrder = z.infer<typeof otherOrder>;

/** A GST document of the order; staff download it by `_id` (POST /invoice/{id}/download-invoice, POST /credit-note/{id}/download). */
export const orderInvoice = z.strictObject({
  _id: z.string(),
  number: z.string(),
  issued_at: z.string(),
  amount: z.number(),
});
export const orderCreditNote = orderInvoice.extend({ refund_id: z.string() });
export type OrderInvoice = z.infer<typeof orderInvoice>;
export type OrderCreditNote = z.infer<typeof orderCreditNote>;

export const orderDetail = z.strictObject({
  order: apiOrder,
  payments: z.array(paymentAttempt),
  refunds: z.array(refundEntry),
  shipment: shipmentDetail.nullable(),
  /** Newest first, at most OTHER_ORDERS_LIMIT; `otherOrderCount` counts them all. */
  otherOrders: z.array(otherOrder),
  otherOrderCount: z.number().int(),
  /** Newest first, at most ORDER_AUDIT_LIMIT. */
  audit: z.array(auditEntry),
  invoice: orderInvoice.nullable(),
  creditNotes: z.array(orderCreditNote),
});
export type OrderDetail = z.infer<typeof orderDetail>;

/** GET /order/{id}/detail */
export const orderDetailData = z.strictObject({ detail: orderDetail });
