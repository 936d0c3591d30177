/** The Request Submitted panel (shopper spec §2): the ticket number, when it is due, and Submit Another Request. */
import type { Complaint } from '@shop/domain/support/ticket.responses';
import { Button } from '../../../../components/ui/button';
import { CheckCircleIcon } from '../../../../components/ui/icons';
import { formatDate } from '../../../../lib/format';

export function RequestSubmitted({ complaint, onAnother }: { complaint: Complaint; onAnother: () => void }) {
  return (
    <section
      aria-labelledby="request-submitted"
      className="flex flex-col items-center rounded-xl border border-green-200 bg-green-50 px-5 py-8 text-center"
    >
      <CheckCircleIcon className="h-10 w-10 text-green-600" />
      <h3 id="request-submitted" className="mt-2 text-lg font-semibold text-slate-900">
        Request Submitted
      </h3>
      <p className="mt-1 text-sm text-slate-700">
        Your ticket number is{' '}
        <strong data-testid="ticket-number" className="font-mono text-slate-900">
          {complaint.ticket_number}
        </strong>
        .
      </p>
      <p className="mt-1 max-w-md text-sm text-slate-600">
        We have e-mailed an acknowledgement to {complaint.email}. We will resolve it by {formatDate(complaint.due_by)}{' '}
        at the latest.
      </p>
      <Button variant="outline" className="mt-5" onClick={onAnother}>
        Submit Another Request
      </Button>
    </section>
  );
}
