/**
 * What an erased customer's kept records show instead of them (issue 29; DPDP Act 2023 s.12; CGST
 * Act s.36 keeps orders and invoices 72 months): one name, one address that can never receive mail
 * (the reserved .invalid domain), no phone. Their reviews stay, signed "A customer".
 */
import type { OrderStatus } from '../orders/order-status.rules';
import type { ReturnStatus } from '../returns/return-lifecycle.rules';

export const ERASED_CUSTOMER_NAME = 'Deleted customer';
export const ERASED_REVIEWER_NAME = 'A customer';
/**
 * Orders and return requests still under way: the courier or the refund needs the person, so
 * Delete my account waits until none of the customer's is in one of these.
 */
export const ORDERS_IN_PROGRESS = [
  'Pending',
  'Confirmed',
  'Processing',
  'Shipped',
] as const satisfies readonly OrderStatus[];
export const RETURNS_IN_PROGRESS = [
  'Requested',
  'Approved',
  'Pickup scheduled',
  'Received',
] as const satisfies readonly ReturnStatus[];

/** Written over what an erased customer wrote in tickets and returns. */
export const ERASED_TEXT = '(erased at the customer’s request)';

/** The e-mail an erased customer's account and records keep: unique per account, never deliverable. */
export function erasedEmail(userId: string): string {
  return `erased-${userId.toLowerCase()}@erased.invalid`;
}

/** Whether `email` is an erased customer's (their records show no contact). */
export function isErasedEmail(email: string): boolean {
  return email.endsWith('@erased.invalid');
}
