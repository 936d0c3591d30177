/**
 * One bulk enquiry for staff (admin spec §2 'Bulk Order Enquiries', one screen for the spec's two):
 * company, contact person, submitted date, status badge, product and quantity, e-mail, phone, GST
 * number or N/A, expected price, timeline, short id, address, requirements; the status dropdown (a
 * real call, its refusal told), Send Email, Call (tel:), the mails sent and the quotes (issue 30).
 */
import { STAFF_ENQUIRY_STATUSES, STATUS_UPDATED, type EnquiryStatus } from '@shop/domain/enquiries/enquiry.rules';
import type { BulkEnquiry } from '@shop/domain/enquiries/enquiry.responses';
import { useState } from 'react';
import { Button, buttonClasses } from '../../../../components/ui/button';
import { SelectField } from '../../../../components/ui/select';
import { toast } from '../../../../components/ui/toast';
import { formatDateTime } from '../../../../lib/format';
import { EnquiryStatusBadge } from '../../../b2b';
import { useUpdateEnquiryStatus } from '../api/enquiries';
import { EnquiryEmailDialog } from './enquiry-email-dialog';
import { EnquiryFacts } from './enquiry-facts';
import { EnquiryQuotes } from './enquiry-quotes';
import { QuoteDialog } from './quote-dialog';

export function EnquiryCard({ enquiry: e }: { enquiry: BulkEnquiry }) {
  const update = useUpdateEnquiryStatus();
  const [dialog, setDialog] = useState<'email' | 'quote' | null>(null);
  const options: string[] = (STAFF_ENQUIRY_STATUSES as readonly string[]).includes(e.status)
    ? [...STAFF_ENQUIRY_STATUSES]
    : [e.status, ...STAFF_ENQUIRY_STATUSES];
  const setStatus = (status: EnquiryStatus) =>
    update.mutate(
      { id: e._id, status: status as (typeof STAFF_ENQUIRY_STATUSES)[number] },
      {
        onSuccess: () => toast.success(STATUS_UPDATED),
        onError: (error) => toast.error(error.message || 'Failed to update status'),
      },
    );
  const closed = e.status === 'Ordered' || e.status === 'Completed' || e.status === 'Rejected';
  return (
    <article
      aria-label={`Enquiry from ${e.companyName}`}
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="text-lg font-bold text-slate-900">{e.companyName}</h2>
          <p className="text-sm text-slate-600">
            {e.contactPerson} · submitted {formatDateTime(e.createdAt)}
          </p>
        </div>
        <EnquiryStatusBadge status={e.status} />
      </header>
      <EnquiryFacts enquiry={e} />
      <EnquiryQuotes quotes={e.quotes} />
      <footer className="flex flex-wrap items-end gap-2">
        <SelectField
          label="Status"
          className="w-44"
          options={options}
          value={e.status}
          disabled={update.isPending || e.status === 'Ordered'}
          onChange={(event) => setStatus(event.target.value as EnquiryStatus)}
        />
        <Button variant="outline" onClick={() => setDialog('email')}>
          Send Email
        </Button>
        <a href={`tel:${e.phone}`} className={buttonClasses('outline')}>
          Call
        </a>
        {!closed && <Button onClick={() => setDialog('quote')}>Send quote</Button>}
      </footer>
      {dialog === 'email' && <EnquiryEmailDialog enquiry={e} onClose={() => setDialog(null)} />}
      {dialog === 'quote' && <QuoteDialog enquiry={e} onClose={() => setDialog(null)} />}
    </article>
  );
}
