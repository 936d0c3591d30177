/** Contact messages as cards on phones: the same facts as the table (message cut at 50), and View. */
import { CONTACT_MESSAGE_CUT } from '@shop/domain/contact/contact.rules';
import { cutText } from '@shop/domain/validation/cut-text.rules';
import { Button } from '../../../../components/ui/button';
import type { ContactMessage } from '../api/admin-contact';
import { ContactStatus } from './contact-status';

export function ContactCards({
  messages,
  onView,
}: {
  messages: ContactMessage[];
  onView: (m: ContactMessage) => void;
}) {
  return (
    <ul aria-label="Contact messages" className="space-y-3">
      {messages.map((m) => (
        <li key={m.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="font-medium text-slate-900">
                {m.firstName} {m.lastName}
              </p>
              <p className="break-all text-sm text-slate-600">{m.email}</p>
            </div>
            <ContactStatus message={m} />
          </div>
          <p className="mt-2 break-words text-sm font-medium text-slate-900">{m.subject}</p>
          <p className="mt-1 break-words text-sm text-slate-600">{cutText(m.message, CONTACT_MESSAGE_CUT)}</p>
          <Button
            variant="secondary"
            size="sm"
            className="mt-3"
            onClick={() => onView(m)}
            aria-label={`View message from ${m.firstName} ${m.lastName}`}
          >
            View
          </Button>
        </li>
      ))}
    </ul>
  );
}
