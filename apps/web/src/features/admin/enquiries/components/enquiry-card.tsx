/**
 * One bulk enquiry for staff (admin spec §2 'Bulk Order Enquiries', one screen for the spec's two):
 * company, contact person, submitted date, status badge, product and quantity, e-mail, phone, GST
 * number or N/A, expected price, timeline, short id, address, requirements; the status dropdown (a
 * real call, its refusal told), Send Email, Call (tel:), the mails sent and the quotes (issue 30).
 */
import {
  shortEnquiryId,
  STAFF_ENQUIRY_STATUSES,
  STATUS_UPDATED,
  type EnquiryStatus,
} from '@shop/domain/enquiries/enquiry.rules';
import type { BulkEnquiry } from '@shop/domain/enquiries/enquiry.responses';
import { useState } from 'react';
import { Button, buttonClasses } from '../../../../components/ui/button';
import { SelectField } from '../../../../components/ui/select';
import { toast } from '../../../../components/ui/toast';
import { formatDateTime } from '../../../../lib/format';
import { EnquiryStatusBadge } from '../../../b2b';
import { useUpdateEnquiryStatus } from '../api/enquiries';
import { EnquiryEmailDialog } from './enquiry-email-dialog';
import { EnquiryQuotes } from './enquiry-quotes';
import { QuoteDialog } from './quote-dialog';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium uppercase text-slate-500">{label}</dt>
      <dd className="break-words text-sm text-slate-900">{value || '—'}</dd>
    </div>
  );
}

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
      <p className="rounded-lg bg-slate-50 p-3 text-sm font-semibold text-slate-900">
        {e.productName} · {e.quantity.toLocaleString('en-IN')} units
      </p>
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Fact label="E-mail" value={e.email} />
        <Fact label="Phone" value={e.phone} />
        <Fact label="GST number" value={e.gstNumber || 'N/A'} />
        <Fact label="Expected price" value={e.expectedPrice} />
        <Fact label="Timeline" value={e.deliveryTimeline} />
        <Fact label="Enquiry ID" value={`#${shortEnquiryId(e._id)}`} />
        <Fact label="Order" value={e.order_id ? `#${e.order_id.slice(-8).toUpperCase()}` : ''} />
        <Fact label="Address" value={e.address} />
      </dl>
      <div>
        <h3 className="text-xs font-medium uppercase text-slate-500">Requirements</h3>
        <p className="whitespace-pre-wrap text-sm text-slate-800">{e.description || '—'}</p>
      </div>
      {e.emails.length > 0 && (
        <div className="space-y-2">
          <h3 className="text-xs font-medium uppercase text-slate-500">E-mails sent</h3>
          {e.emails.map((m) => (
            <p key={m._id} className="rounded-lg bg-sky-50 p-3 text-sm text-slate-800">
              <span className="whitespace-pre-wrap">{m.message}</span>
              <span className="mt-1 block text-xs text-slate-500">
                {m.sent_by}, {formatDateTime(m.created_at)}
              </span>
            </p>
          ))}
        </div>
      )}
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
