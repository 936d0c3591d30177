/** A return request's state as a coloured badge, one palette for the account and the admin (issue 26). */
import type { ReturnStatus } from '@shop/domain/returns/return-lifecycle.rules';
import type { ReactNode } from 'react';
import { Badge, type BadgeTone } from './badge';

const RETURN_TONES: Record<ReturnStatus, BadgeTone> = {
  Requested: 'amber',
  Approved: 'sky',
  'Pickup scheduled': 'blue',
  Received: 'indigo',
  Refunded: 'green',
  Rejected: 'red',
  Withdrawn: 'slate',
};

/** The badge of `status`; its text is `children` when given (the customer's label), else the state. */
export function ReturnStateBadge({ status, children }: { status: ReturnStatus; children?: ReactNode }) {
  return <Badge tone={RETURN_TONES[status] ?? 'slate'}>{children ?? status}</Badge>;
}
