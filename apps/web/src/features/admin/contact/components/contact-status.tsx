/** A message's state as a badge: Handled (green) or New (amber). */
import { Badge } from '../../../../components/ui/badge';
import type { ContactMessage } from '../api/admin-contact';

export function ContactStatus({ message }: { message: ContactMessage }) {
  return message.handledAt ? <Badge tone="green">Handled</Badge> : <Badge tone="amber">New</Badge>;
}
