/**
 * The shop's business counters (issue 32 "Metrics", docs/decisions/086): orders placed, payment
 * outcomes, refunds and mails, counted by the code where each thing happens, after its
 * transaction commits (in the worker for jobs). They belong to the process, as Node's own metrics
 * do: the server's and the worker's metrics registries (plugins/metrics.plugin.ts) both serve them,
 * and Prometheus adds the processes up. Every label takes a bounded set of values.
 */
import { Counter, type Metric } from 'prom-client';

/** The kind of an order placed: bought at a bulk tier (any line) or not. */
export type OrderKind = 'retail' | 'bulk';
/** How a payment attempt settled: 'captured' (money taken), 'failed' (declined), 'cancelled' (by the payer), 'expired'. */
export type PaymentOutcome = 'captured' | 'failed' | 'cancelled' | 'expired';
/** A refund paid back by its gateway ('issued'), or the gateway refusing or not answering ('failed'; the job retries). */
export type RefundOutcome = 'issued' | 'failed';
/** A mail handed to the transport ('sent'), or refused by it ('failed'; the job retries). */
export type MailOutcome = 'sent' | 'failed';

// Registered in no registry here: each app's registry adds them (SHOP_COUNTERS, plugins/metrics.plugin.ts).
const ordersPlaced = new Counter({
  name: 'shop_orders_placed_total',
  help: 'Orders placed (committed), by kind: retail, or bulk when a line is at a bulk tier',
  labelNames: ['kind'] as const,
  registers: [],
});
const payments = new Counter({
  name: 'shop_payments_total',
  help: 'Payment attempts settled, by gateway and outcome (captured, failed, cancelled, expired)',
  labelNames: ['provider', 'outcome'] as const,
  registers: [],
});
const refunds = new Counter({
  name: 'shop_refunds_total',
  help: 'Refunds asked of a gateway, by gateway and outcome (issued, failed: the job retries)',
  labelNames: ['provider', 'outcome'] as const,
  registers: [],
});
const refundedRupees = new Counter({
  name: 'shop_refunds_issued_rupees_total',
  help: 'Money paid back by refunds issued, in rupees, by gateway',
  labelNames: ['provider'] as const,
  registers: [],
});
const mails = new Counter({
  name: 'shop_mails_total',
  help: 'Mails handed to the transport, by template and outcome (sent, failed: the job retries)',
  labelNames: ['template', 'outcome'] as const,
  registers: [],
});

/** The counters, for a registry to serve (plugins/metrics.plugin.ts). */
export const SHOP_COUNTERS: readonly Metric[] = [ordersPlaced, payments, refunds, refundedRupees, mails];

/** Counts an order whose placing transaction committed. */
export function countOrderPlaced(kind: OrderKind): void {
  ordersPlaced.inc({ kind });
}

/** Counts a payment attempt settled (its transaction committed); `provider` is the gateway's name. */
export function countPayment(provider: string, outcome: PaymentOutcome): void {
  payments.inc({ provider, outcome });
}

/** Counts a refund asked of `provider`; an issued one adds its amount (integer paise) to the rupees paid back. */
export function countRefund(provider: string, outcome: RefundOutcome, amountPaise = 0): void {
  refunds.inc({ provider, outcome });
  if (outcome === 'issued') refundedRupees.inc({ provider }, amountPaise / 100);
}

/** Counts a mail of `template` sent or refused by the transport. */
export function countMail(template: string, outcome: MailOutcome): void {
  mails.inc({ template, outcome });
}
