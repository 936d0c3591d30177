/** The words of staff's customer detail: how a list's count reads, and where a back-in-stock alert stands. */
import type { CustomerAlert } from '@shop/domain/accounts/customers.responses';
import type { BadgeTone } from '../../../../components/ui/badge';

/** "1 order", "3 orders", or "Newest 20 of 34" when the list shows fewer than there are. */
export function listCount(shown: number, total: number, noun: { one: string; many: string }): string {
  if (total > shown) return `Newest ${shown} of ${total}`;
  return `${total} ${total === 1 ? noun.one : noun.many}`;
}

/** "1 item", "3 items": the units of all an order's lines. */
export function itemCount(units: number): string {
  return `${units} ${units === 1 ? 'item' : 'items'}`;
}

/** Each alert status as staff read it, with its badge's tone. */
export const ALERT_STATUS: Record<CustomerAlert['status'], { label: string; tone: BadgeTone }> = {
  pending: { label: 'Awaiting confirmation', tone: 'amber' },
  active: { label: 'Waiting', tone: 'sky' },
  notified: { label: 'Mailed', tone: 'green' },
  unsubscribed: { label: 'Stopped', tone: 'slate' },
};
