/** Support ticket status and priority as coloured badges, one palette for the account and the admin. */
import type { TicketPriority } from '@shop/domain/support/ticket.rules';
import type { TicketStatus } from '@shop/domain/support/ticket-status.rules';
import { Badge, type BadgeTone } from './badge';

const STATUS_TONES: Record<TicketStatus, BadgeTone> = {
  Open: 'sky',
  'In Progress': 'amber',
  Resolved: 'green',
  Closed: 'slate',
};
const PRIORITY_TONES: Record<TicketPriority, BadgeTone> = {
  Low: 'slate',
  Medium: 'blue',
  High: 'orange',
  Urgent: 'red',
};

export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  return <Badge tone={STATUS_TONES[status] ?? 'slate'}>{status}</Badge>;
}

export function TicketPriorityBadge({ priority }: { priority: TicketPriority }) {
  return <Badge tone={PRIORITY_TONES[priority] ?? 'slate'}>{priority} priority</Badge>;
}

/** Shown on a ticket past its one-month redress date that is not yet Resolved or Closed. */
export function OverdueBadge() {
  return <Badge tone="red">Overdue</Badge>;
}
