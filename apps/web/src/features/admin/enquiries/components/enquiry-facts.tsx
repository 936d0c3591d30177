/**
 * What a buyer asked, as staff's card shows it (admin spec §2): product and quantity, e-mail,
 * phone, GST number or N/A, expected price, timeline, short id, the order, address, requirements
 * and the mails staff sent.
 */
import { shortEnquiryId } from '@shop/domain/enquiries/enquiry.rules';
import type { BulkEnquiry } from '@shop/domain/enquiries/enquiry.responses';
import { formatDateTime } from '../../../../lib/format';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium uppercase text-slate-500">{label}</dt>
      <dd className="break-words text-sm text-slate-900">{value || '—'}</dd>
    </div>
  );
}

export function EnquiryFacts({ enquiry: e }: { enquiry: BulkEnquiry }) {
  return (
    <>
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
    </>
  );
}
