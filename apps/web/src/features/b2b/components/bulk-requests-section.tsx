/**
 * Your Bulk Requests (shopper spec §2 profile section=bulk-request, §3, §4; issue 30): the signed-in
 * customer's own enquiries, newest first, refreshed every 30 s, each with its status, the Updated
 * tag when staff changed it after it was sent, staff's messages, and its quotes to accept.
 */
import { isEnquiryUpdated, shortEnquiryId } from '@shop/domain/enquiries/enquiry.rules';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { formatDate, formatDateTime } from '../../../lib/format';
import { useMyEnquiries } from '../api/bulk-enquiries';
import { BuyerQuote } from './buyer-quote';
import { EnquiryStatusBadge } from './enquiry-status-badge';

export function BulkRequestsSection() {
  const enquiries = useMyEnquiries();
  return (
    <section aria-labelledby="bulk-heading" className="space-y-4">
      <h2 id="bulk-heading" className="text-xl font-bold text-slate-900">
        Your Bulk Requests
      </h2>
      {enquiries.isPending ? (
        <Spinner />
      ) : enquiries.isError ? (
        <LoadError
          title="Could not load your requests"
          message={enquiries.error.message}
          onRetry={() => void enquiries.refetch()}
        />
      ) : enquiries.data.length === 0 ? (
        <EmptyState title="No bulk requests yet">
          <Link to="/b2bpage" className="font-semibold text-brand-700 hover:underline">
            Ask for a bulk quote
          </Link>
        </EmptyState>
      ) : (
        <ul className="space-y-4">
          {enquiries.data.map((e) => (
            <li key={e._id} className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              <div className="flex flex-wrap items-center gap-2">
                <h3 className="font-semibold text-slate-900">
                  {e.productName} × {e.quantity.toLocaleString('en-IN')}
                </h3>
                <EnquiryStatusBadge status={e.status} />
                {isEnquiryUpdated(e.createdAt, e.lastUpdated) && <Badge tone="orange">Updated</Badge>}
              </div>
              <p className="text-sm text-slate-600">
                #{shortEnquiryId(e._id)} · {e.companyName} · sent {formatDate(e.createdAt)}
                {e.order_id && (
                  <>
                    {' '}
                    · <span className="font-semibold text-teal-800">Order #{e.order_id.slice(-8).toUpperCase()}</span>
                  </>
                )}
              </p>
              {e.emails.length > 0 && (
                <ul className="space-y-2">
                  {e.emails.map((m) => (
                    <li key={m._id} className="rounded-lg bg-slate-50 p-3 text-sm">
                      <p className="whitespace-pre-wrap text-slate-800">{m.message}</p>
                      <p className="mt-1 text-xs text-slate-500">From the shop, {formatDateTime(m.created_at)}</p>
                    </li>
                  ))}
                </ul>
              )}
              {e.quotes
                .filter((q) => q.status !== 'withdrawn')
                .map((q) => (
                  <BuyerQuote key={q._id} quote={q} />
                ))}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
