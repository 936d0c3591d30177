/**
 * The Contact Us Submissions table (admin spec §2): First Name, Last Name, Email, Subject, the
 * message cut at 50 characters, its state, and View (the Full Message modal). From 768 px; phones get ContactCards.
 */
import { CONTACT_MESSAGE_CUT } from '@shop/domain/contact/contact.rules';
import { cutText } from '@shop/domain/validation/cut-text.rules';
import { Button } from '../../../../components/ui/button';
import type { ContactMessage } from '../api/admin-contact';
import { ContactStatus } from './contact-status';

const th =
  'px-3 py-3 text-left text-xs font-semibold uppercase tracking-wide whitespace-nowrap text-slate-500 first:pl-5 last:pr-5';
const td = 'px-3 py-3 first:pl-5 last:pr-5';

export function ContactTable({
  messages,
  onView,
}: {
  messages: ContactMessage[];
  onView: (m: ContactMessage) => void;
}) {
  return (
    <div
      className="overflow-x-auto rounded-xl border border-slate-200 bg-white"
      tabIndex={0}
      role="group"
      aria-label="Contact messages table"
    >
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <thead className="bg-slate-50">
          <tr>
            {['First Name', 'Last Name', 'Email', 'Subject', 'Message', 'Status', ''].map((name) => (
              <th key={name || 'actions'} scope="col" className={th}>
                {name || <span className="sr-only">Actions</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {messages.map((m) => (
            <tr key={m.id} className="align-top">
              <td className={`${td} font-medium text-slate-900`}>{m.firstName}</td>
              <td className={`${td} text-slate-900`}>{m.lastName}</td>
              <td className={`${td} whitespace-nowrap text-slate-700`}>{m.email}</td>
              <td className={`${td} min-w-40 text-slate-900`}>{m.subject}</td>
              <td className={`${td} min-w-56 text-slate-600`}>{cutText(m.message, CONTACT_MESSAGE_CUT)}</td>
              <td className={td}>
                <ContactStatus message={m} />
              </td>
              <td className={td}>
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => onView(m)}
                  aria-label={`View message from ${m.firstName} ${m.lastName}`}
                >
                  View
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
