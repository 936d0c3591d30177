/** An enquiry's status as a coloured badge (shopper spec §4, admin spec §4; issue 30's quote steps). */
import type { EnquiryStatus } from '@shop/domain/enquiries/enquiry.rules';
import { Badge, type BadgeTone } from '../../../components/ui/badge';

const TONES: Record<EnquiryStatus, BadgeTone> = {
  Pending: 'amber',
  'In Progress': 'sky',
  Quoted: 'indigo',
  Accepted: 'blue',
  Ordered: 'teal',
  Completed: 'green',
  Rejected: 'red',
};

export function EnquiryStatusBadge({ status }: { status: EnquiryStatus }) {
  return <Badge tone={TONES[status]}>{status}</Badge>;
}
