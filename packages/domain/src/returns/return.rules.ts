/**
 * The rules of a return (issue 26; shopper spec §4 return window, §5 return reasons, §8 messages;
 * DESIGN.md: one store setting `returnWindowDays` that the policy page and the account both read).
 * Pure: callers pass the clock's time and the stored figures (paise).
 */
import type { OrderStatus } from '../orders/order-status.rules';

/** A line's share for some of its units (money.ts): the estimate here, the credit note's lines in invoices. */
export { unitsShare } from '../money/money.rules';

/** The longest description a return request takes (characters); the form's maxLength and the schema's bound. */
export const MAX_RETURN_DESCRIPTION = 2000;

/** Shopper spec §5: the reasons the return form offers. */
export const RETURN_REASONS = [
  'Defective/Damaged Product',
  'Wrong Item Received',
  'Size/Specification Issue',
  'Product Not as Described',
  'Quality Issues',
  'Changed Mind',
  'Other',
] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

/** Reasons that are the seller's fault: the shipping charge is refunded with the goods. */
export const SELLER_FAULT_REASONS: readonly ReturnReason[] = [
  'Defective/Damaged Product',
  'Wrong Item Received',
  'Product Not as Described',
];

/** At most this many photos with a return request (admin spec §8 'You can only upload a maximum of 5 images.'). */
export const MAX_RETURN_PHOTOS = 5;

export const RETURN_REASON_REQUIRED = 'Please select a return reason';
export const RETURN_SUBMITTED = 'Return request submitted successfully!';
export const RETURN_SUBMIT_FAILED = 'Failed to submit return request';
export const RETURN_LIST_FAILED = 'Failed to fetch return requests';
export const TOO_MANY_RETURN_PHOTOS = `You can only upload a maximum of ${MAX_RETURN_PHOTOS} images.`;
export const NO_RETURN_REQUESTS = 'No Return Requests';
export const RETURN_NOT_DELIVERED = 'Only a delivered order can be returned.';
export const RETURN_LINES_REQUIRED = 'Choose at least one item to return.';
export const returnWindowPassed = (days: number) =>
  `Return period has expired. Returns are only available within ${days} days of delivery.`;
export const tooManyUnitsToReturn = (name: string, left: number) =>
  left === 0 ? `${name} has already been returned in full.` : `Only ${left} of ${name} can still be returned.`;

const DAY_MS = 86_400_000;

/**
 * Why an order in `status`, delivered at `deliveredAt`, cannot be returned at `now` with a window
 * of `windowDays`; null when it can. Only a delivered order is returned (a shipped one is still
 * on its way; a cancelled or returned one has nothing left to return).
 */
export function returnWindowRefusal(
  status: OrderStatus,
  deliveredAt: Date,
  now: Date,
  windowDays: number,
): string | null {
  if (status !== 'Delivered') return RETURN_NOT_DELIVERED;
  if (now.getTime() - deliveredAt.getTime() > windowDays * DAY_MS) return returnWindowPassed(windowDays);
  return null;
}

/** Whether the customer may still return: the same rule as a boolean, for the Return button. */
export function canReturn(status: OrderStatus, deliveredAt: Date | null, now: Date, windowDays: number): boolean {
  return deliveredAt !== null && returnWindowRefusal(status, deliveredAt, now, windowDays) === null;
}

/** Whether the shipping charge goes back with this return: the whole order comes back, or the reason is the seller's fault. */
export function refundsShipping(reason: ReturnReason, wholeOrderBack: boolean): boolean {
  return wholeOrderBack || SELLER_FAULT_REASONS.includes(reason);
}
